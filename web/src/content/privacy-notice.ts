// What the privacy notice (/privacy) says, the product's in every edition: what a registration
// collects, why, who processes it and how long it is kept. Every period is the figure the code
// applies (domain/retention.ts for the retention job, domain/limits.ts for links and caches), never
// retyped here; the edition's own facts (who we are, the grievance officer, the mail provider) are
// in privacy.ts.
import { CONFERENCE } from '@domain/conference';
import { DATA_LINK_HOURS, DRAFT_KEPT_DAYS, IEEE_ANSWER_KEPT_HOURS, VERIFICATION_LINK_DAYS } from '@domain/limits';
import {
  ERASURE_RECORD_YEARS,
  PASS_DEVICE_COPY_LAST_DAY,
  PRIVACY_NOTICE_VERSION,
  RETENTION,
  type RetentionSchedule,
} from '@domain/retention';
import { formatCalendarDay } from './calendar';

/** The day this version of the notice took effect; each registration records it. */
export const PRIVACY_NOTICE_DATE = formatCalendarDay(PRIVACY_NOTICE_VERSION);

export type Processor = 'google-cloud' | 'mail-provider' | 'ieee';

export interface PersonalDataItem {
  /** What is collected. */
  item: string;
  purpose: string;
  processors: readonly Processor[];
  /** How long it is kept. */
  kept: string;
  /** The schedule's figure `kept` states, when it states one. */
  retention?: keyof RetentionSchedule;
}

const LAST_DAY = formatCalendarDay(CONFERENCE.endDate);
const afterTheConference = (days: number) => `${days} days after the conference's last day (${LAST_DAY})`;

const UNTIL_ERASED = {
  kept: `Until ${afterTheConference(RETENTION.registrationsDaysAfterEvent)}, then erased`,
  retention: 'registrationsDaysAfterEvent',
} as const;

export const PERSONAL_DATA: readonly PersonalDataItem[] = [
  {
    item: 'Your title, name and organisation',
    purpose:
      'To identify you on your registration, your payment acknowledgement, your entry pass and badge, and your certificate of participation.',
    processors: ['google-cloud'],
    ...UNTIL_ERASED,
  },
  {
    item: 'Your e-mail address',
    purpose:
      'To confirm that the address is yours, to send you the mails about your registration (verification, payment, entry pass, certificate) and to keep one registration per address.',
    processors: ['google-cloud', 'mail-provider'],
    ...UNTIL_ERASED,
  },
  {
    item: 'Your mobile number and postal address',
    purpose: 'So that the organisers can reach you about your registration.',
    processors: ['google-cloud'],
    ...UNTIL_ERASED,
  },
  {
    item: 'Your gender and, if you give it, your national ID number',
    purpose: 'Part of your registration as the organisers see it; nothing prints them or sends them to anyone.',
    processors: ['google-cloud'],
    ...UNTIL_ERASED,
  },
  {
    item: 'Your registration category, paper IDs and the amount payable',
    purpose: 'To price your registration and to check that each accepted paper has a registered author.',
    processors: ['google-cloud'],
    ...UNTIL_ERASED,
  },
  {
    item: 'IEEE member numbers (yours and your students’)',
    purpose:
      'To apply the IEEE member rate: each number is checked with IEEE’s membership service. The status page shows only its last four digits.',
    processors: ['google-cloud', 'ieee'],
    ...UNTIL_ERASED,
  },
  {
    item: 'For a student group: each student’s name and institute ID number',
    purpose: 'To apply the student group rate, and to issue each student an entry pass and a certificate by name.',
    processors: ['google-cloud'],
    ...UNTIL_ERASED,
  },
  {
    item: 'Check-ins at the registration desk',
    purpose: 'To record who attended on each day, and to issue certificates of participation to them.',
    processors: ['google-cloud'],
    ...UNTIL_ERASED,
  },
  {
    item: 'For each certificate of participation: its number, and the name, organisation and papers it was issued with',
    purpose:
      'So that whoever you show your certificate to can check it: its QR code and its number open a page confirming to whom it was issued and for what.',
    processors: ['google-cloud'],
    kept: `Until ${afterTheConference(RETENTION.certificatesDaysAfterEvent)}, then deleted automatically; erased with your registration if you ask for that`,
    retention: 'certificatesDaysAfterEvent',
  },
  {
    item: 'A copy of your entry pass in your own browser, once you have opened it (your name, organisation and category)',
    purpose: 'So that the pass opens at the registration desk even without a signal.',
    processors: [],
    kept: `Until the end of ${formatCalendarDay(PASS_DEVICE_COPY_LAST_DAY)} at the latest; each visit with a signal replaces it, and it goes as soon as the pass is withdrawn. It never leaves your device, so erasing your registration cannot reach it: clearing this site's data in your browser removes it at once.`,
  },
  {
    item: 'What you type in the registration form, in your own browser until you submit it (chosen files are not kept)',
    purpose: 'So that a reload, or coming back to the form later, does not lose what you typed.',
    processors: [],
    kept: `Until you submit the form or choose Start over, and at most ${DRAFT_KEPT_DAYS} days after you last had the form open: opening it after that, or once registration has closed, removes it. It does not leave your device before you submit it; clearing this site's data in your browser removes it at once.`,
  },
  {
    item: 'Documents you upload: IEEE membership certificates, students’ ID cards and proofs of payment (PDF)',
    purpose: 'So that the organisers can check the membership, the student status and the payment they show.',
    processors: ['google-cloud'],
    kept: `Until ${afterTheConference(RETENTION.documentsDaysAfterEvent)}, then deleted`,
    retention: 'documentsDaysAfterEvent',
  },
  {
    item: 'Your payment: its reference, amount and the day it was verified',
    purpose:
      'To match your payment with the bank’s statement and to issue your payment acknowledgement; the record of a payment is an accounting record.',
    processors: ['google-cloud'],
    kept: `Until your registration is erased (${afterTheConference(RETENTION.registrationsDaysAfterEvent)} at the latest). Then, as tax (GST) law requires, a record without your name or contact details remains for ${ERASURE_RECORD_YEARS} years: the registration ID, the amount, the category, the dates and the payment references, and when and why the registration was erased.`,
    retention: 'registrationsDaysAfterEvent',
  },
  {
    item: 'Your tax invoice, and any credit note that cancels it: your name, organisation and address as invoiced, the amount and its GST',
    purpose:
      'A tax invoice is what an institute reimburses a registration against, and the conference must issue and keep one for every payment it receives (CGST Act, section 31; CGST Rules, rule 46).',
    processors: ['google-cloud'],
    kept: 'As tax (GST) law requires, for 72 months from the due date of the annual return of the financial year it was issued in (31 December after the year ends), then deleted automatically. It is an accounting record: erasing your registration does not erase it.',
  },
  {
    item: 'If you ask to cancel: your reason, the organisers’ decision and, for a refund, its amount, day and bank reference',
    purpose:
      'To decide the request and pay back what the refund policy gives; the refund is an accounting record of money paid out.',
    processors: ['google-cloud'],
    kept: 'Your reason and the decision, with your registration. The refund (its amount, day and bank reference, with your registration ID and no other detail of yours) as long as the tax invoices, then deleted automatically: erasing your registration does not erase it.',
  },
  {
    item: 'If your organisation sponsors the conference: your name, e-mail address and phone number as its contact person',
    purpose:
      'So that the organisers can arrange the sponsorship with you; your name is on the sponsor’s tax invoice (“Attn:”).',
    processors: ['google-cloud'],
    kept: `${UNTIL_ERASED.kept}. The sponsor’s tax invoice is kept as long as tax law requires, as above.`,
    retention: 'registrationsDaysAfterEvent',
  },
  {
    item: 'If you register with a sponsor’s code: the code, and which sponsor gave it',
    purpose:
      'To price your registration as the sponsor agreed (nothing to pay, or the sponsor rate), and so that the organisers see which of a sponsor’s codes were used, and by whom.',
    processors: ['google-cloud'],
    kept: `With your registration, ${UNTIL_ERASED.kept.charAt(0).toLowerCase()}${UNTIL_ERASED.kept.slice(1)}. Once your registration is erased, the code shows only that it was used.`,
    retention: 'registrationsDaysAfterEvent',
  },
  {
    item: 'Copies of the mails we send you',
    purpose: 'To see whether a mail was delivered, and to send it again if it was not.',
    processors: ['google-cloud', 'mail-provider'],
    kept: `${RETENTION.mailDays} days after the mail was sent, then deleted`,
    retention: 'mailDays',
  },
  {
    item: 'Your verification link (we store only a fingerprint of it, not the link)',
    purpose: 'To confirm your e-mail address when you open the link.',
    processors: ['google-cloud'],
    kept: `${VERIFICATION_LINK_DAYS} days, then deleted automatically`,
  },
  {
    item: 'A link to a copy of your data, if you ask for one (we store only a fingerprint of it)',
    purpose: 'So that only the holder of the registered address can download the copy.',
    processors: ['google-cloud', 'mail-provider'],
    kept: `${DATA_LINK_HOURS} hours, then deleted automatically`,
  },
  {
    item: 'IEEE’s answer for a member number',
    purpose: 'So that IEEE’s membership service is not asked twice in a short time.',
    processors: ['google-cloud'],
    kept: `${IEEE_ANSWER_KEPT_HOURS} hours, then deleted automatically`,
  },
  {
    item: 'Counts of requests and mails, kept under a fingerprint of your network (IP) address or e-mail address',
    purpose: 'To limit how often anyone can call the registration service or be sent mail, against abuse.',
    processors: ['google-cloud'],
    kept: 'They expire within two days and are then deleted automatically',
  },
];

/** A registration whose address is never verified is erased as a whole. */
export const UNVERIFIED_REGISTRATION_ERASED = `If you never verify your e-mail address, your whole registration, its documents and its mails are erased ${RETENTION.unverifiedRegistrationDays} days after you registered.`;

/** How each processor is named where an item lists who processes it. */
export const PROCESSOR_NAMES: Record<Processor, string> = {
  'google-cloud': 'Google Cloud',
  'mail-provider': 'Mail provider',
  ieee: 'IEEE’s membership service',
};

/** What each processor does with the data, for the notice's "Who processes it". */
export const PROCESSOR_ROLES: Record<Processor, string> = {
  'google-cloud':
    'Google’s Firebase hosts this site and runs the registration service; it stores the registrations, the documents and the mails in Google Cloud’s Mumbai region, in India.',
  'mail-provider':
    'Delivers the mails we send you: it receives your e-mail address, your name and the text of each mail.',
  ieee: 'Receives only the IEEE member numbers entered in the form, and answers whether each membership is active.',
};
