// People of the committee pages (docs/rules.md, "The pages"). The spec describes the people (roles,
// positions, counts) but names none of them and gives no photos: what it does not state is TBA.
import { TBA, type Fact } from '../../../web/src/content/fact';
import { HOST_INSTITUTE, PARTNER_UNIVERSITY } from './site';
import type { Person } from '../../../web/src/content/types';
export type { Person } from '../../../web/src/content/types';

export const GENERAL_CHAIRS_SUBTITLE =
  'The General Chairs of the IEEE Conference on Engineering Informatics 2025 lead its programme, partners and people.';

const generalChair = (position: string, affiliation: Fact<string>): Person => ({
  name: TBA,
  role: 'General Chair',
  position,
  affiliation,
  photo: TBA,
});

// The institute director, a dean of a university, a director of an institute of information
// technology and a director of a vehicle engineering team at a foreign university (docs/rules.md, "The pages").
export const GENERAL_CHAIRS: readonly Person[] = [
  generalChair('Director', 'Indian Institute of Technology Dharwad'),
  generalChair('Dean', TBA),
  generalChair('Director', TBA),
  generalChair('Director, Vehicle Engineering Team', TBA),
];

const unannounced = (role?: Fact<string>): Person => ({
  name: TBA,
  ...(role === undefined ? {} : { role }),
  position: TBA,
  affiliation: TBA,
  photo: TBA,
});

// 20 entries, 4 with roles (docs/rules.md, "The pages"); the others are professors,
// assistant professors, staff and students, in an order the spec does not give.
export const ORGANIZING_COMMITTEE: readonly Person[] = [
  unannounced('Chair - IIT Dharwad'),
  unannounced('Chair - IEEE SSIT Track'),
  unannounced(TBA),
  unannounced(TBA),
  ...Array.from({ length: 16 }, () => unannounced()),
];

export const ORGANIZING_COMMITTEE_INTRO =
  'Professors, assistant professors, staff and students who organise the conference at the host institutions.';

// Track chairs and other members of the two host institutions (docs/rules.md, "The pages"): not even their
// number is given, so the list as a whole is to be announced.
export const EDITORIAL_BOARD: Fact<readonly Person[]> = TBA;

export const EDITORIAL_BOARD_INTRO = `Track chairs and other members from ${HOST_INSTITUTE.name} and ${PARTNER_UNIVERSITY}.`;

// Four members (docs/rules.md, "The pages").
export const ADVISORY_BOARD: readonly Person[] = Array.from({ length: 4 }, () => unannounced(TBA));
