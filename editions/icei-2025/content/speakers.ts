import { TBA } from '../../../web/src/content/fact';
import type { KeynoteSpeaker } from '../../../web/src/content/types';
export type { KeynoteSpeaker } from '../../../web/src/content/types';

const announced = (designation: string, department: string): KeynoteSpeaker => ({
  name: TBA,
  designation,
  department,
  bio: '',
  photo: TBA,
});

// Six keynote speakers with designation and department (docs/rules.md, "The pages"). Each card keeps the
// spec's designation and department; the names and portraits are not known yet, so they are TBA
// rather than made up (docs/editions.md).
export const KEYNOTE_SPEAKERS: readonly KeynoteSpeaker[] = [
  announced('Professor', 'Computer Science and Engineering'),
  announced('Professor', 'Electrical Engineering'),
  announced('Chief Technology Officer', 'Industrial Automation'),
  announced('Professor', 'Mechanical Engineering'),
  announced('Research Director', 'Telecommunications'),
  announced('Associate Professor', 'Data Science'),
];
