// Every fact the site's content marks as not known yet, named the way an organiser finds it on
// the site (`npm run edition:check -- --all` prints the list; without `--all`, the checklist by topic). unknown-facts.each-edition.test.ts checks that nothing marked
// TBA anywhere in the content is missing here.
import * as committees from './committees';
import { TBA } from './fact';
import { MEMORIES } from './gallery';
import { HOTELS } from './hotels';
import { PRIVACY } from './privacy';
import { CONTACT, DOCUMENTS, EXTERNAL_LINKS, HEADER_LOGOS, SOCIAL_LINKS } from './site';
import { KEYNOTE_SPEAKERS } from './speakers';
import { SPONSOR_LEVEL_TITLES, SPONSORSHIP_PACKAGES, SPONSORS } from './sponsorship';
import { NEARBY_GALLERY } from './venue';

export interface UnknownFact {
  /** Page and item, e.g. "Venue › Accommodation › hotel 3". */
  where: string;
  /** The data field to fill in, e.g. "contact". */
  field: string;
}

/** An unknown fact and where it sits in the data: `owner[key]` is TBA. */
export interface UnknownSlot extends UnknownFact {
  owner: object;
  key: string;
}

function slotsIn(where: string, owner: object): UnknownSlot[] {
  return Object.entries(owner)
    .filter(([, value]) => value === TBA)
    .map(([key]) => ({ where, field: key, owner, key }));
}

/** One named value, listed while it is TBA. */
function slot<T extends object>(where: string, field: string, owner: T, key: keyof T & string): UnknownSlot[] {
  return owner[key] === TBA ? [{ where, field, owner, key }] : [];
}

function numbered(where: string, item: string, entries: readonly object[]): UnknownSlot[] {
  return entries.flatMap((entry, index) => slotsIn(`${where} › ${item} ${index + 1}`, entry));
}

export function unknownSlots(): UnknownSlot[] {
  const { GENERAL_CHAIRS, ORGANIZING_COMMITTEE, ADVISORY_BOARD } = committees;
  return [
    // The co-organizing partner's logo is one of these (site.ts), listed once.
    ...HEADER_LOGOS.flatMap((logo) => slot(`Header › Logos › ${logo.badge}`, 'logo file (file)', logo, 'file')),
    ...numbered('Home › Conference Memories', 'photo', MEMORIES),
    ...numbered('Committee › General Chairs', 'card', GENERAL_CHAIRS),
    ...numbered('Committee › Organizing Committee', 'card', ORGANIZING_COMMITTEE),
    ...slot('Committee › Editorial Board', 'members', committees, 'EDITORIAL_BOARD'),
    ...numbered('Committee › Advisory Board', 'card', ADVISORY_BOARD),
    ...slot('Program › Program Schedule', 'PDF (DOCUMENTS.programSchedule)', DOCUMENTS, 'programSchedule'),
    // The hub's links (registration.ts) copy these; they are filled in here, in site.ts.
    ...slot('Registration › Registration Guide', 'PDF (DOCUMENTS.registrationGuide)', DOCUMENTS, 'registrationGuide'),
    ...slot(
      'Registration › Poster Upload Form',
      'address (EXTERNAL_LINKS.posterUploadForm)',
      EXTERNAL_LINKS,
      'posterUploadForm',
    ),
    ...slot('Registration › Poster Template', 'PDF (DOCUMENTS.posterTemplate)', DOCUMENTS, 'posterTemplate'),
    ...slot(
      'Registration › Presentation Template',
      'PDF (DOCUMENTS.presentationTemplate)',
      DOCUMENTS,
      'presentationTemplate',
    ),
    ...numbered('Program › KeyNote Speakers', 'card', KEYNOTE_SPEAKERS),
    ...SPONSORSHIP_PACKAGES.flatMap(({ name: level }) =>
      numbered(
        `Sponsorship › Sponsors › ${SPONSOR_LEVEL_TITLES[level]}`,
        'card',
        SPONSORS.filter((sponsor) => sponsor.level === level),
      ),
    ),
    ...numbered('Venue › Nearby Destinations', 'photo', NEARBY_GALLERY),
    ...numbered('Venue › Accommodation', 'hotel', HOTELS),
    ...slotsIn('Privacy Notice › Data fiduciary', PRIVACY.dataFiduciary),
    ...slotsIn('Privacy Notice › Grievance officer', PRIVACY.grievanceOfficer),
    ...slot('Privacy Notice', 'mail provider (PRIVACY.mailProvider)', PRIVACY, 'mailProvider'),
    ...slot('Footer › Contact Us', 'secretary’s e-mail (CONTACT.secretaryEmail)', CONTACT, 'secretaryEmail'),
    ...slot(
      'Footer › Contact Us',
      'registration team’s e-mail (CONTACT.registrationEmail)',
      CONTACT,
      'registrationEmail',
    ),
    // The footer shows no icon for a network whose page is TBA.
    ...SOCIAL_LINKS.flatMap((link) =>
      slot(`Footer › Social links › ${link.name}`, 'address (SOCIAL_LINKS href)', link, 'href'),
    ),
  ];
}

export function unknownFacts(): UnknownFact[] {
  return unknownSlots().map(({ where, field }) => ({ where, field }));
}
