import { TBA } from '../../../web/src/content/fact';
import type { KeynoteSpeaker } from '../../../web/src/content/types';
export type { KeynoteSpeaker } from '../../../web/src/content/types';

// Six keynote speakers, each with a designation and a department (docs/rules.md, "The pages"). Who
// they are is not announced yet, so neither is what they do: every fact of a card is TBA rather
// than made up (docs/editions.md).
export const KEYNOTE_SPEAKERS: readonly KeynoteSpeaker[] = Array.from({ length: 6 }, () => ({
  name: TBA,
  designation: TBA,
  department: TBA,
  bio: '',
  photo: TBA,
}));
