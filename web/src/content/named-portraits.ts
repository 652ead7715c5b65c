// Every portrait the edition's content names (a file of editions/<id>/photos/), with the person it
// shows, named the way an organiser finds them on the site: the prerender (web/scripts/prerender.ts)
// stops on one the build did not find in that folder, saying whose it is.
import { ADVISORY_BOARD, EDITORIAL_BOARD, GENERAL_CHAIRS, ORGANIZING_COMMITTEE } from './committees';
import { isKnown, type Fact } from './fact';
import { KEYNOTE_SPEAKERS } from './speakers';

export interface NamedPortrait {
  /** Page, card and name, e.g. "Committee › General Chairs › card 1 (ಅನನ್ಯಾ ಕುಲಕರ್ಣಿ)". */
  person: string;
  /** The file name, e.g. "ananya-kulkarni.jpg". */
  file: string;
}

function portraitsOn(page: string, people: readonly { name: Fact<string>; photo: Fact<string> }[]): NamedPortrait[] {
  return people.flatMap(({ name, photo }, index) =>
    isKnown(photo)
      ? [{ person: `${page} › card ${index + 1} (${isKnown(name) ? name : 'name to be announced'})`, file: photo }]
      : [],
  );
}

export function namedPortraits(): NamedPortrait[] {
  return [
    ...portraitsOn('Committee › General Chairs', GENERAL_CHAIRS),
    ...portraitsOn('Committee › Organizing Committee', ORGANIZING_COMMITTEE),
    ...portraitsOn('Committee › Editorial Board', isKnown(EDITORIAL_BOARD) ? EDITORIAL_BOARD : []),
    ...portraitsOn('Committee › Advisory Board', ADVISORY_BOARD),
    ...portraitsOn('Program › KeyNote Speakers', KEYNOTE_SPEAKERS),
  ];
}
