import { REGISTRATION_PATHS, type HubLink } from '../../../web/src/content/registration-paths';
import { POSTER_UPLOAD_DEADLINE } from './dates';
import { DOCUMENTS, EXTERNAL_LINKS } from './site';

// The registration hub's other links (docs/rules.md, "The pages").
export const REGISTRATION_LINKS: readonly HubLink[] = [
  { label: 'Registration Status', href: REGISTRATION_PATHS.status, kind: 'route' },
  { label: 'Registration Guide (PDF)', href: DOCUMENTS.registrationGuide, kind: 'file' },
  { label: 'Poster Upload Form', href: EXTERNAL_LINKS.posterUploadForm, kind: 'external' },
  { label: 'Poster Template', href: DOCUMENTS.posterTemplate, kind: 'file' },
  { label: 'Presentation Template', href: DOCUMENTS.presentationTemplate, kind: 'file' },
];

// Poster rules (docs/rules.md, "The pages").
export const POSTER_RULES: readonly string[] = [
  'Posters are only for Student Attendee registrations (individual or group).',
  'Posters are not published in the proceedings.',
  `The poster upload deadline is ${POSTER_UPLOAD_DEADLINE}.`,
  'The printed poster is A1 portrait (23.4 x 33.1 inches).',
];
