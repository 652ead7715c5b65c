// `npm run edition:check`: the facts the site still shows as "to be announced", one line per item,
// so the organisers see what to fill in under editions/<id>/content before publishing; then the
// links that lead only to a site's home page or a bare form, which visitors would take for real ones.
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

const id = selectedEditionId();
const fieldsByItem = new Map<string, string[]>();
for (const { where, field } of unknownFacts()) fieldsByItem.set(where, [...(fieldsByItem.get(where) ?? []), field]);

if (fieldsByItem.size === 0) {
  console.log('Every fact of the site content is known.');
} else {
  console.log(`To be announced in ${id} (${unknownFacts().length} facts; fill them in under editions/${id}/content):`);
  for (const [where, fields] of fieldsByItem) console.log(`  ${where}: ${fields.join(', ')}`);
}

const generic = genericLinks(CONTENT);
if (generic.length > 0) {
  console.log(
    `\nLinks to a home page or a bare form in ${id} (${generic.length}; link the conference's own page, or make it TBA):`,
  );
  for (const { where, href } of generic) console.log(`  ${where}: ${href}`);
}
