// The checklist as `npm run edition:check` prints it: a heading, each stage's items with the file
// to edit, then whether registration may open.
import type { ChecklistItem, Stage } from './checklist';
import { STAGES } from './checklist';

const STAGE_TITLES: Record<Stage, string> = {
  registration: 'Before registration opens',
  years:
    "Naming a year other than the edition's (a copy of last year's words? correct each, or keep it where that year is meant)",
  site: 'On the site, still "to be announced" (the site says so; fill each in once known)',
  certificates: 'Before the certificates are sent (after the last conference day)',
};

/** The checklist as printed: a heading, each stage's items with their file, then the verdict. */
export function checklistText(items: readonly ChecklistItem[], heading: string): string[] {
  const text = [
    heading,
    "Replace each TBA in the file named with the fact, and each link to a site's home page with the conference's own page there (or take it out). Run this again to see what is left.",
    "This lists what the edition's files lack. The Firebase project's own settings (the site's address, the mail sender, App Check, the administrators' second factor) are checked by npm run check:deploy -- --project <project-id> (docs/editions.md, step 6).",
  ];
  for (const stage of STAGES) {
    const of = items.filter((item) => item.stage === stage);
    if (of.length === 0) continue;
    text.push('', `${STAGE_TITLES[stage]}: ${of.length} to do`);
    for (const { topic, file, filesIn, lines } of of) {
      text.push(`  [ ] ${topic}: ${file}${filesIn ? ` (files in ${filesIn})` : ''}`);
      for (const line of lines) text.push(`        ${line}`);
    }
  }
  const blocking = items.filter((item) => item.stage === 'registration').length;
  const later = items.length - blocking;
  const more = later === 0 ? '' : `; ${later} more can follow as the facts become known`;
  text.push(
    '',
    blocking === 0
      ? `Ready to open registration: nothing needed before it is missing${more}.`
      : `Not ready to open registration: ${blocking} ${blocking === 1 ? 'item' : 'items'} under "${STAGE_TITLES.registration}" first${more}.`,
  );
  return text;
}
