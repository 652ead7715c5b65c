// The 2025 edition of the spec: IEEE Conference on Engineering Informatics, IIT Dharwad.
// Copy this folder to start another edition, then change what differs (docs/editions.md). Days
// are calendar days at the venue, in its time zone. Checked against
// functions/src/domain/edition-schema.ts before every build of it (npm run edition:validate).
import type { EditionInput, SponsorshipInput } from '../../functions/src/domain/edition-schema';

export default {
  id: 'icei-2025',
  name: 'IEEE Conference on Engineering Informatics 2025',
  shortName: 'ICEI',
  year: 2025,
  startDate: '2025-11-07',
  endDate: '2025-11-09',
  datesLabel: '7th to 9th November 2025',
  venue: {
    timeZone: 'Asia/Kolkata',
    zoneLabel: 'IST',
    zoneName: 'India time',
    place: {
      name: 'Indian Institute of Technology Dharwad',
      locality: 'Dharwad',
      region: 'Karnataka',
      country: 'IN',
    },
  },
  siteOrigin: 'https://icei2025.web.app',
  organizer: 'IEEE',
  // Closing day and payment deadline: the last conference day unless given here.
  registration: { opensOn: '2025-09-30' },
  earlyBirdCutoff: '2025-10-31',
  tiers: [
    {
      id: 'author-presenter-ieee',
      label: 'Author / Presenter (IEEE Member)',
      description: 'For IEEE members who author or present a paper; the fee is charged per paper.',
      earlyBird: 14160,
      normal: 15500,
    },
    {
      id: 'author-presenter-non-ieee',
      label: 'Author / Presenter (Non-IEEE Member)',
      description: 'For authors or presenters who are not IEEE members; the fee is charged per paper.',
      earlyBird: 15500,
      normal: 16600,
    },
    {
      id: 'industry-ieee',
      label: 'Industry Attendee (IEEE Member)',
      description: 'For IEEE members from industry attending without presenting a paper.',
      earlyBird: 7100,
      normal: 8300,
    },
    {
      id: 'industry-non-ieee',
      label: 'Industry Attendee (Non-IEEE Member)',
      description: 'For attendees from industry who are not IEEE members and do not present a paper.',
      earlyBird: 8300,
      normal: 9500,
    },
    {
      id: 'academia-ieee',
      label: 'Academia Attendee (IEEE Member)',
      description: 'For IEEE members from universities and institutes attending without a paper.',
      earlyBird: 6000,
      normal: 7100,
    },
    {
      id: 'academia-non-ieee',
      label: 'Academia Attendee (Non-IEEE Member)',
      description: 'For faculty and researchers who are not IEEE members and attend without a paper.',
      earlyBird: 7100,
      normal: 8300,
    },
    {
      id: 'student-ieee',
      label: 'Student Attendee (IEEE Member)',
      description: 'For students with an active IEEE membership attending on their own.',
      earlyBird: 2500,
      normal: 2500,
    },
    {
      id: 'student-non-ieee',
      label: 'Student Attendee (Non-IEEE Member)',
      description: 'For students without an IEEE membership attending on their own.',
      earlyBird: 3600,
      normal: 3600,
    },
    {
      id: 'group-student',
      label: 'Group Registration (Students)',
      description:
        'For 5 or more students of one institute registered together; each student is charged the IEEE or non-IEEE rate.',
      perStudent: { ieee: 2125, nonIeee: 3060 },
    },
  ],
  payment: {
    category: 'COURSE/SEMINAR/WORKSHOP FEE',
    // SBI Collect's own questions, in its order, before its payment form.
    bankSteps: [
      'Tick the box to accept the terms and conditions, then choose Proceed.',
      'State of Corporate/Institution: Karnataka.',
      'Type of Corporate/Institution: Educational Institutions, then choose Go.',
      'The institution: Indian Institute of Technology Dharwad (type “Dharwad” to find it), then choose Submit.',
    ],
  },
  tax: { name: 'GST', ratePercent: 18 },
  // A fictional supplier, so that the local suite issues invoices as production does: demo: true
  // keeps it to demo- projects (the functions refuse it elsewhere, and check:deploy refuses a real
  // project with it). The host institute's own facts replace it before registration opens, and
  // the SAC codes are to be confirmed by the accounts section (docs/editions.md, "invoicing").
  invoicing: {
    demo: true,
    supplier: {
      name: 'Demo Supplier (fictional, for the local suite)',
      address: '1 Example Road, Dharwad, Karnataka 580011',
      gstin: '29AAAAD0000D1ZP',
    },
    sac: { admission: '998596', sponsorship: '998397' },
    prefix: 'DEMO',
    eventStateCode: '29',
    signatory: 'Demo signatory (fictional)',
    // A fictional Letter of Undertaking: zero-rated supplies of 2025-26 go without IGST.
    lut: [{ arn: 'AD290425000000D', financialYear: '2025-26' }],
  },
} satisfies EditionInput;

// Sponsorship (docs/rules.md, "The pages"): the packages, their registrations, and the price of
// each extra registration for a sponsor's people. A named export, not part of the edition object,
// so that only the pages and services that sell sponsorship carry it (edition-schema.ts).
export const sponsorship: SponsorshipInput = {
  packages: [
    { level: 'Platinum', amount: 300000, freeRegistrations: 5 },
    { level: 'Gold', amount: 200000, freeRegistrations: 4 },
    { level: 'Silver', amount: 100000, freeRegistrations: 3 },
    { level: 'Bronze', amount: 75000, freeRegistrations: 2 },
    { level: 'Exhibitor', amount: 50000, freeRegistrations: 2 },
    { level: 'Bag Sponsor', amount: 25000, freeRegistrations: 0 },
  ],
  extraRegistration: 5000,
};
