// The 2025 edition's registration hub and poster rules, linking this edition's own documents and form.
import { REGISTRATION_PATHS, type HubLink } from '../../../web/src/content/registration-paths';
import { DOCUMENTS, EXTERNAL_LINKS } from './site';

export { POSTER_RULES } from '../../icei-2025/content/registration';

export const REGISTRATION_LINKS: readonly HubLink[] = [
  { label: 'Registration Status', href: REGISTRATION_PATHS.status, kind: 'route' },
  { label: 'Registration Guide (PDF)', href: DOCUMENTS.registrationGuide, kind: 'file' },
  { label: 'Poster Upload Form', href: EXTERNAL_LINKS.posterUploadForm, kind: 'external' },
  { label: 'Poster Template', href: DOCUMENTS.posterTemplate, kind: 'file' },
  { label: 'Presentation Template', href: DOCUMENTS.presentationTemplate, kind: 'file' },
];
