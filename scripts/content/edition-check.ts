// `npm run edition:check [-- --all]`: the checklist of what the edition EDITION names (default
// icei-2025) still lacks, grouped by topic, each item with the file and field to fill in
// (checklist.ts). Exit code: 0 when nothing needed before registration opens is missing, 1 when
// something is (the checklist's last line says which), 2 when the arguments are not understood.
// `--all` adds every unknown fact one by one, named as on the site, and every link to a home page.
import * as areas from '../../web/src/content/areas';
import * as callForPapers from '../../web/src/content/call-for-papers';
import * as committees from '../../web/src/content/committees';
import * as dates from '../../web/src/content/dates';
import * as gallery from '../../web/src/content/gallery';
import * as highlights from '../../web/src/content/highlights';
import * as home from '../../web/src/content/home';
import * as hotels from '../../web/src/content/hotels';
import * as pages from '../../web/src/content/pages';
import * as privacy from '../../web/src/content/privacy';
import * as site from '../../web/src/content/site';
import * as speakers from '../../web/src/content/speakers';
import * as sponsorship from '../../web/src/content/sponsorship';
import { unknownFacts } from '../../web/src/content/unknown-facts';
import * as venue from '../../web/src/content/venue';
import { selectedEditionId } from '../edition/resolve.mjs';
import edition from '../../functions/src/domain/edition.selected';
import { formatCalendarDayLong } from '../../functions/src/domain/venue-time';
import { checklistText, editionChecklist, readyToOpenRegistration } from './checklist';
import { genericLinks } from './generic-links';

// The edition's content modules (CONTENT_MODULES), by the file name an organiser edits; not
// registration.ts, whose links are site.ts's (and whose module needs the domain's path alias).
const CONTENT = {
  areas,
  'call-for-papers': callForPapers,
  committees,
  dates,
  gallery,
  highlights,
  home,
  hotels,
  pages,
  privacy,
  site,
  speakers,
  sponsorship,
  venue,
};

const USAGE = 'Usage: [EDITION=<id>] npm run edition:check [-- --all]';
const args = process.argv.slice(2);
if (args.some((arg) => arg !== '--all')) {
  console.error(`Not understood: ${args.filter((arg) => arg !== '--all').join(' ')}\n${USAGE}`);
  process.exit(2);
}

const id = selectedEditionId();
const items = editionChecklist({ id, edition, content: CONTENT });
const heading = `What ${edition.name} (${id}) still needs; registration opens on ${formatCalendarDayLong(edition.registration.opensOn)}.`;
console.log(checklistText(items, heading).join('\n'));

if (args.includes('--all')) {
  const fieldsByItem = new Map<string, string[]>();
  for (const { where, field } of unknownFacts()) fieldsByItem.set(where, [...(fieldsByItem.get(where) ?? []), field]);
  console.log(`\nEvery fact to be announced, as the site names it (${unknownFacts().length}):`);
  for (const [where, fields] of fieldsByItem) console.log(`  ${where}: ${fields.join(', ')}`);
  const generic = genericLinks(CONTENT);
  console.log(`\nEvery link to a home page or a bare form (${generic.length}):`);
  for (const { where, href } of generic) console.log(`  ${where}: ${href}`);
}
process.exitCode = readyToOpenRegistration(items) ? 0 : 1;
