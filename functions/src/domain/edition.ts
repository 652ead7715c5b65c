// The edition this build serves (EDITION=<id>, resolved by scripts/edition/resolve.mjs and checked
// against edition-schema by scripts/edition/validate.ts). Everything that differs from one edition
// to the next is read from here; the schema itself is not loaded, so the information pages do not
// carry zod.
import selected from './edition.selected';
import type { EditionInput } from './edition-schema';

export const EDITION: EditionInput = selected;
