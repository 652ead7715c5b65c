// A fictional edition, kept as a test fixture: another conference, other dates, another time
// zone, other fees and cutoff, four tiers of the nine. Nothing here is a real event.
import type { EditionInput, SponsorshipInput } from '../../functions/src/domain/edition-schema';

export default {
  id: 'fixture-2031',
  name: 'Symposium on Civic Informatics 2031',
  shortName: 'SCI',
  year: 2031,
  startDate: '2031-03-12',
  endDate: '2031-03-13',
  datesLabel: '12th and 13th March 2031',
  venue: {
    timeZone: 'Europe/Berlin',
    zoneLabel: 'CET',
    zoneName: 'Berlin time',
    place: { name: 'Civic Institute of Technology', locality: 'Berlin', region: 'Berlin', country: 'DE' },
  },
  siteOrigin: 'https://sci2031.example.org',
  organizer: 'IEEE',
  registration: { opensOn: '2030-11-01', closesOn: '2031-03-05', paymentDeadline: '2031-03-10' },
  earlyBirdCutoff: '2031-01-15',
  // Unlike the defaults, so that tests read the notice's figures and version from the edition.
  retention: { documentsDaysAfterEvent: 60, mailDays: 14 },
  privacyNoticeVersion: '2030-10-20',
  refundPolicy: [
    { until: '2031-01-31', percent: 100 },
    { until: '2031-02-28', percent: 50 },
  ],
  tiers: [
    {
      id: 'author-presenter-ieee',
      label: 'Author (IEEE Member)',
      description: 'For IEEE members presenting a paper; the fee is charged per paper.',
      earlyBird: 11000,
      normal: 12500,
    },
    {
      id: 'author-presenter-non-ieee',
      label: 'Author (Non-IEEE Member)',
      description: 'For authors who are not IEEE members; the fee is charged per paper.',
      earlyBird: 13000,
      normal: 14500,
    },
    {
      id: 'student-non-ieee',
      label: 'Student',
      description: 'For students attending without a paper.',
      earlyBird: 1800,
      normal: 2200,
    },
    {
      id: 'group-student',
      label: 'Student Group',
      description: 'For 5 or more students of one institute registered together.',
      perStudent: { ieee: 1500, nonIeee: 1900 },
    },
  ],
  payment: { category: 'CONFERENCE FEE' },
  // Fictional signatories and a fictional organisation's mark (images in certificate/).
  certificate: {
    signatories: [
      { name: 'Prof. Mara Lindqvist', title: 'General Chair', signature: 'certificate/signature-chair.png' },
      {
        name: 'Dr. Tobias Reiner',
        title: 'Dean, Civic Institute of Technology',
        signature: 'certificate/signature-dean.png',
      },
    ],
    logos: [{ file: 'certificate/logo-civic-institute.png', alt: 'Civic Institute of Technology' }],
  },
  tax: { name: 'VAT', ratePercent: 19 },
} satisfies EditionInput;

// A named export, not part of the edition object (edition-schema.ts, sponsorshipSchema).
export const sponsorship: SponsorshipInput = {
  packages: [
    { level: 'Platinum', amount: 400000, freeRegistrations: 6 },
    { level: 'Gold', amount: 250000, freeRegistrations: 4 },
    { level: 'Silver', amount: 120000, freeRegistrations: 3 },
    { level: 'Bronze', amount: 80000, freeRegistrations: 1 },
    { level: 'Exhibitor', amount: 60000, freeRegistrations: 2 },
    { level: 'Bag Sponsor', amount: 30000, freeRegistrations: 0 },
  ],
  extraRegistration: 6000,
};
