// The privacy notice's facts for this edition (/privacy); the notice's text, what is collected and
// how long each item is kept are the product's (web/src/content/privacy-notice.ts, domain/retention.ts).
import { TBA } from '../../../web/src/content/fact';
import type { PrivacyFacts } from '../../../web/src/content/types';
import { HOST_INSTITUTE } from './site';
export type { PrivacyFacts } from '../../../web/src/content/types';

export const PRIVACY: PrivacyFacts = {
  dataFiduciary: { name: HOST_INSTITUTE.name, postalAddress: TBA },
  grievanceOfficer: {
    name: 'Meera Deshpande',
    email: 'grievance@fixture2031.example.org',
    postalAddress: TBA,
  },
  mailProvider: 'Example Mail Relay',
};
