// `npm run edition:check [-- --all]`: the checklist of what the edition EDITION names (default
// icei-2025) still lacks, grouped by topic, each item with the file and field to fill in
// (checklist.ts). Exit code: 0 when nothing needed before registration opens is missing, 1 when
// something is (the checklist's last line says which), 2 when the arguments are not understood.
// `--all` adds every unknown fact one by one, named as on the site, and every link to a home page.
import { selectedEditionId } from '../edition/resolve.mjs';
import { validateEdition } from '../edition/validate';

const USAGE = 'Usage: [EDITION=<id>] npm run edition:check [-- --all]';
const args = process.argv.slice(2);
if (args.some((arg) => arg !== '--all')) {
  console.error(`Not understood: ${args.filter((arg) => arg !== '--all').join(' ')}\n${USAGE}`);
  process.exit(2);
}

/** A sentence for the organiser, never a stack trace: what is wrong, then what to do. */
function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

let id: string;
try {
  id = selectedEditionId();
  // The checklist reads the edition's dates and fees: a file the build would refuse is said first,
  // in the build's words (a date that is no date would otherwise stop the checklist midway).
  await validateEdition(id);
} catch (error) {
  stop(
    `${error instanceof Error ? error.message : String(error)}\n\nThe checklist needs an edition the build accepts: correct what is named above, then run npm run edition:check again.`,
  );
}
// Loaded once the edition is known to be valid: these modules read it as they load.
const [
  { default: edition },
  { formatCalendarDayLong },
  { editionChecklist, readyToOpenRegistration },
  { checklistText },
  { CONTENT },
  { genericLinks },
  { unknownFacts },
] = await Promise.all([
  import('../../functions/src/domain/edition.selected'),
  import('../../functions/src/domain/venue-time'),
  import('./checklist'),
  import('./checklist-text'),
  import('./content-modules'),
  import('./generic-links'),
  import('../../web/src/content/unknown-facts'),
]);
const items = editionChecklist({ id, edition, content: CONTENT });
const heading = `What ${edition.name} (${id}) still needs. Registration opens on ${formatCalendarDayLong(edition.registration.opensOn)} (registration.opensOn in editions/${id}/edition.ts).`;
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
