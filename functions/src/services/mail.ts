import { DATA_LINK_HOURS, VERIFICATION_LINK_DAYS } from '../domain/limits';
// Mails are documents in `mail`, in the schema of Firebase's Trigger Email extension, which our own
// sender keeps (services/mail-sender.ts). Every
// value a registrant typed is HTML-escaped; links use the configured public site URL.
import type { BillingDetails } from '../domain/billing';
import { whereOf } from '../domain/countries';
import { formatInr } from '../domain/pricing';
import { CONFERENCE, INCLUSIVE_OF_TAX } from '../domain/conference';
import { PRIVACY_NOTICE_PATH } from '../domain/retention';
import { passPath } from '../domain/passes';
import { certificatePath } from '../domain/certificate';
import { formatCalendarDayLong } from '../domain/venue-time';
import { PUBLIC_SITE_URL } from '../config';

/** A queued message as the `mail` contract has it: ours carry both parts, one queued by hand may carry either. */
export interface QueuedMessage {
  subject: string;
  text?: string;
  html?: string;
}

export interface MailDocument {
  to: string;
  message: { subject: string; text: string; html: string };
  registrationId: string;
  event: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function siteLink(path: string): string {
  return `${PUBLIC_SITE_URL.value().replace(/\/+$/, '')}${path}`;
}

interface Paragraph {
  text: string;
  link?: { label: string; url: string };
  /** One line each after the text, a name and its link (a group's passes). */
  lines?: { text: string; url: string }[];
}

function paragraphText(p: Paragraph): string {
  return [p.text, ...(p.link ? [p.link.url] : []), ...(p.lines ?? []).map((line) => `${line.text}: ${line.url}`)].join(
    '\n',
  );
}

function paragraphHtml(p: Paragraph): string {
  const link = p.link ? `<br><a href="${escapeHtml(p.link.url)}">${escapeHtml(p.link.label)}</a>` : '';
  const items = (p.lines ?? []).map(
    (line) => `<li>${escapeHtml(line.text)}: <a href="${escapeHtml(line.url)}">${escapeHtml(line.url)}</a></li>`,
  );
  return `<p>${escapeHtml(p.text)}${link}</p>${items.length > 0 ? `\n<ul>${items.join('')}</ul>` : ''}`;
}

/** The last line of every mail: where the privacy notice is. */
const privacyFooter = (): Paragraph => ({
  text: 'How we handle your personal data:',
  link: { label: 'Privacy Notice', url: siteLink(PRIVACY_NOTICE_PATH) },
});

/**
 * Anyone can type anyone's address into the registration form, so a mail to an address not yet
 * verified is greeted without a name: it carries no text of the request (greetingName null).
 */
function greetingOf(greetingName: string | null): string {
  return greetingName === null ? 'Hello,' : `Dear ${greetingName},`;
}

/** The registrant's first name once their address is verified; before that, no name at all. */
export function greetingNameOf(record: { firstName: string; verified: boolean }): string | null {
  return record.verified ? record.firstName : null;
}

/**
 * A whole HTML document, not a fragment: its language for a screen reader's voice, and a phone's
 * width for the mail apps that draw it as a page.
 */
function htmlDocument(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body>',
    body,
    '</body>',
    '</html>',
  ].join('\n');
}

function compose(to: string, subject: string, greetingName: string | null, paragraphs: Paragraph[]) {
  const greeting = greetingOf(greetingName);
  const footer = privacyFooter();
  const text = [greeting, ...paragraphs.map(paragraphText), `${CONFERENCE.name}`, paragraphText(footer)].join('\n\n');
  const body = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map(paragraphHtml),
    `<p>${escapeHtml(CONFERENCE.name)}</p>`,
    paragraphHtml(footer),
  ].join('\n');
  // Subjects are headers: no line breaks from anywhere.
  const oneLine = subject.replace(/[\r\n]+/g, ' ');
  return { to, message: { subject: oneLine, text, html: htmlDocument(oneLine, body) } };
}

/** Sent before the address is verified: nothing the form was given is in it (no name, no organisation). */
export function verificationMail(input: {
  registrationId: string;
  email: string;
  token: string;
  event: string;
  /** A link sent again on request: the one sent before no longer works. */
  replacesEarlier?: boolean;
}): MailDocument {
  return {
    ...compose(input.email, `Verify your e-mail address: registration ${input.registrationId}`, null, [
      { text: `Thank you for registering for ${CONFERENCE.name}. Your registration ID is ${input.registrationId}.` },
      {
        text: `Please verify your e-mail address by opening this link. You can then proceed to payment. The link is valid for ${VERIFICATION_LINK_DAYS} days.${input.replacesEarlier ? ' It replaces the link we sent before, which no longer works.' : ''}`,
        link: { label: 'Verify my e-mail address', url: siteLink(`/verify/${input.token}`) },
      },
      { text: 'Your registration is complete only after your payment has been verified.' },
    ]),
    registrationId: input.registrationId,
    event: input.event,
  };
}

/**
 * A link key's links (services/data-access.ts): a document of the registration, or its status page
 * with everything it holds. The key rides in the page's fragment, which never reaches a server.
 */
export const keyedLink = (path: string, key: string) => siteLink(`${path}${path.includes('?') ? '&' : '?'}key=${key}`);
const keyedStatusLink = (registrationId: string, key: string) =>
  siteLink(`/registration/status?id=${registrationId}#key=${key}`);

/** A mail carrying a new link key of the registration (services/data-access.ts). */
interface KeyedMail {
  registrationId: string;
  email: string;
  key: string;
  event: string;
}

/**
 * The link to a registration's documents and to everything held about it, asked for on the status
 * page. It may go to an address not verified yet, so it carries nothing the request brought, not
 * even a name.
 */
export function dataAccessMail(input: KeyedMail): MailDocument {
  return {
    ...compose(input.email, `Your link: registration ${input.registrationId}`, null, [
      {
        text: `You asked for the link to registration ${input.registrationId}. It opens the registration with its documents (the receipt, the tax invoice, the entry passes, the certificates), the group's names, the billing details and a request to cancel. It works for ${DATA_LINK_HOURS} hours.`,
        link: { label: 'Open my registration', url: keyedStatusLink(input.registrationId, input.key) },
      },
      {
        text: 'A copy of everything we hold about the registration, as one file:',
        link: { label: 'Download my data', url: siteLink(`/api/data/${input.key}`) },
      },
      {
        text: 'If you did not ask for it, nobody else receives the link; please reply to this message to tell us, so we can see who asked.',
      },
    ]),
    registrationId: input.registrationId,
    event: input.event,
  };
}

/**
 * To a registration's corrected address (services/email-correction.ts), when the old one had been
 * verified: the registration team changed it, the new link to the registration and, once its
 * payment is verified, the entry passes issued anew. No name in the greeting: the new address has
 * not proved it is the registrant's, only the team's word has.
 */
export function emailCorrectedMail(input: KeyedMail & { passes: MailedPass[] }): MailDocument {
  const [registrantPass, ...studentPasses] = input.passes;
  return {
    ...compose(input.email, `Your e-mail address was corrected: registration ${input.registrationId}`, null, [
      {
        text: `At your request, the registration team changed the e-mail address of registration ${input.registrationId} to this one. Our mails about it come here from now on, and the links sent to the old address no longer work.`,
      },
      {
        text: `This link opens the registration with its documents (the receipt, the tax invoice, the entry passes, the certificates). It works for ${DATA_LINK_HOURS} hours; the registration status page sends a new one whenever you ask.`,
        link: { label: 'Open my registration', url: keyedStatusLink(input.registrationId, input.key) },
      },
      ...(registrantPass
        ? [
            { text: 'The entry passes sent to the old address no longer open; these new ones replace them.' },
            ...passParagraphs(registrantPass, studentPasses),
          ]
        : []),
      {
        text: 'If you did not ask for this change, please reply to this message at once.',
      },
    ]),
    registrationId: input.registrationId,
    event: input.event,
  };
}

/**
 * To the address a verified registration had before an administrator corrected it: its owner
 * proved it, so is told where the registration's mails go now (the new address masked), with no
 * link and nothing of the registration but its ID, and whom to tell if the change was not theirs.
 */
export function emailChangedNoticeMail(input: {
  registrationId: string;
  /** The address before the correction, where this goes. */
  email: string;
  /** The new address, masked (domain/registration-view.ts, maskEmail). */
  newAddress: string;
  event: string;
}): MailDocument {
  return {
    ...compose(input.email, `The e-mail address of registration ${input.registrationId} was changed`, null, [
      {
        text: `The registration team changed the e-mail address of registration ${input.registrationId} from this address to ${input.newAddress}. Our mails about the registration go there from now on, and the links sent here before no longer work.`,
      },
      {
        text: 'If you did not ask for this change, please reply to this message at once, and we will look into it.',
      },
    ]),
    registrationId: input.registrationId,
    event: input.event,
  };
}

/**
 * An administrator's test of the mail (POST /api/admin/test-mail): it belongs to no registration
 * and carries nothing but the conference's name and the site's address.
 */
export function testMail(to: string): Omit<MailDocument, 'registrationId'> {
  return {
    ...compose(to, `Test mail from the ${CONFERENCE.name} registration system`, null, [
      {
        text: `An administrator of the registration system sent this test to see that its mail reaches this address. Nothing needs doing: it asks for no reply.`,
        link: { label: 'The conference site', url: siteLink('/') },
      },
    ]),
    event: 'test-mail',
  };
}

export function proofReceivedMail(input: {
  registrationId: string;
  email: string;
  name: string;
  event: string;
}): MailDocument {
  return {
    ...compose(input.email, `Payment proof received: registration ${input.registrationId}`, input.name, [
      {
        text: `We have received your payment proof for registration ${input.registrationId}. It is now under verification; we will write again once it is verified.`,
        link: {
          label: 'Check your registration status',
          url: siteLink(`/registration/status?id=${input.registrationId}`),
        },
      },
    ]),
    registrationId: input.registrationId,
    event: input.event,
  };
}

/** A person's entry pass as the mail lists it. */
export interface MailedPass {
  name: string;
  code: string;
}

export const passLink = (code: string) => siteLink(passPath(code));

/**
 * The registrant's own pass, and for a group each student's after it, one line with the
 * student's name: the coordinator forwards each student their own link.
 */
function passParagraphs(registrantPass: MailedPass | undefined, studentPasses: MailedPass[]): Paragraph[] {
  if (!registrantPass) return [];
  const whose = studentPasses.length > 0 ? 'Your entry pass, as the group’s coordinator' : 'Your entry pass';
  const own: Paragraph = {
    text: `${whose}: show it at the registration desk on each day of the conference (${CONFERENCE.datesLabel}, ${CONFERENCE.place.name}, ${CONFERENCE.place.locality}).`,
    link: { label: 'Open my entry pass', url: passLink(registrantPass.code) },
  };
  if (studentPasses.length === 0) return [own];
  return [
    own,
    {
      text: 'Each student of the group has an entry pass of their own. Please send each student their link:',
      lines: studentPasses.map((pass) => ({ text: pass.name, url: passLink(pass.code) })),
    },
  ];
}

export function paymentVerifiedMail(input: {
  registrationId: string;
  email: string;
  name: string;
  amount: string;
  event: string;
  /** The registrant's pass first, then each student's, in the group's order. */
  passes?: MailedPass[];
  /**
   * The tax invoice issued with the verification (when the edition gives every fact it needs):
   * `linked` here; or `after-irn`, e-invoiced (a GST-registered buyer, an SEZ unit), which is no
   * invoice until the Invoice Registration Portal registers it (CGST Rules, rule 48(5)), so it is
   * mailed once its IRN is imported (documentRegisteredMail). Absent: none.
   */
  invoice?: 'linked' | 'after-irn';
  /** The link key (services/data-access.ts) the documents' links carry. */
  linkKey: string;
  /** What follows the amount (domain/conference.ts, taxNoteFor): inclusive of the tax unless none is in it. */
  taxNote?: string;
}): MailDocument {
  const [registrantPass, ...studentPasses] = input.passes ?? [];
  return {
    ...compose(input.email, `Payment verified: registration ${input.registrationId} is complete`, input.name, [
      {
        text: `Your payment of ${input.amount} (${input.taxNote ?? INCLUSIVE_OF_TAX}) for registration ${input.registrationId} has been verified. Your registration is complete.`,
        link: { label: 'View your registration', url: siteLink(`/registration/status?id=${input.registrationId}`) },
      },
      ...passParagraphs(registrantPass, studentPasses),
      {
        text: `Your payment acknowledgement (PDF) can be downloaded here. This link works for ${DATA_LINK_HOURS} hours; after that, the status page e-mails you a new one.`,
        link: {
          label: 'Download the acknowledgement',
          url: keyedLink(receiptPath(input.registrationId), input.linkKey),
        },
      },
      ...(input.invoice === 'after-irn'
        ? [
            {
              text: 'Your tax invoice is made out to a GST-registered buyer, so the law has it registered on the GST invoice registration portal first: we e-mail it to you, with its IRN, once it is (usually within two working days).',
            },
          ]
        : input.invoice === 'linked'
          ? [
              {
                text: `Your tax invoice (PDF), for your institution’s reimbursement. This link too works for ${DATA_LINK_HOURS} hours: please download the invoice rather than forward the link.`,
                link: {
                  label: 'Download the tax invoice',
                  url: keyedLink(invoicePath(input.registrationId), input.linkKey),
                },
              },
            ]
          : []),
    ]),
    registrationId: input.registrationId,
    event: input.event,
  };
}

/**
 * A complimentary registration admitted once its address is verified (domain/sponsor-codes.ts):
 * nothing was paid, so no acknowledgement of a payment and no tax invoice; its passes as a paid
 * one's.
 */
export function complimentaryAdmittedMail(input: {
  registrationId: string;
  email: string;
  name: string;
  organisation: string;
  event: string;
  passes: MailedPass[];
}): MailDocument {
  const [registrantPass, ...studentPasses] = input.passes;
  return {
    ...compose(input.email, `Registration ${input.registrationId} is complete`, input.name, [
      {
        text: `Your complimentary registration ${input.registrationId}, courtesy of ${input.organisation}, is complete. There is nothing to pay.`,
        link: { label: 'View your registration', url: siteLink(`/registration/status?id=${input.registrationId}`) },
      },
      ...passParagraphs(registrantPass, studentPasses),
    ]),
    registrationId: input.registrationId,
    event: input.event,
  };
}

/** Where a registration's documents are downloaded, with a link key (services/data-access.ts). */
export const receiptPath = (registrationId: string) => `/api/registrations/${registrationId}/receipt.pdf`;
export const invoicePath = (registrationId: string) => `/api/registrations/${registrationId}/invoice`;
export const creditNotePath = (registrationId: string) => `/api/registrations/${registrationId}/credit-note`;

/** New entry passes after the key they are derived with changed: the old links open nothing. */
export function passesReissuedMail(input: {
  registrationId: string;
  email: string;
  name: string;
  event: string;
  passes: MailedPass[];
}): MailDocument {
  const [registrantPass, ...studentPasses] = input.passes;
  return {
    ...compose(input.email, `New entry pass: registration ${input.registrationId}`, input.name, [
      {
        text: `Your entry pass for registration ${input.registrationId} has been issued again. The pass links we sent before no longer work; use the new ones below.`,
      },
      ...passParagraphs(registrantPass, studentPasses),
    ]),
    registrationId: input.registrationId,
    event: input.event,
  };
}

export function proofRejectedMail(input: {
  registrationId: string;
  email: string;
  name: string;
  reason: string;
  event: string;
  /** The transfer fell short: what was counted received, the amount due and the balance, in rupees. */
  balance?: { received: number; due: number; rest: number };
}): MailDocument {
  const { balance } = input;
  const statusLink = siteLink(`/registration/status?id=${input.registrationId}`);
  return {
    // A short transfer is counted, not refused: its subject asks for what is left.
    ...compose(
      input.email,
      balance
        ? `Balance of ${formatInr(balance.rest)} to pay: registration ${input.registrationId}`
        : `Payment proof not accepted: registration ${input.registrationId}`,
      input.name,
      [
        {
          text: `We could not accept the payment proof for registration ${input.registrationId}. Reason: ${input.reason}`,
        },
        balance
          ? {
              text: `We received ${formatInr(balance.received)} of the ${formatInr(balance.due)} due. Please pay the balance of ${formatInr(balance.rest)} and upload its receipt on the status page.`,
              link: { label: 'Pay the balance', url: statusLink },
            }
          : {
              text: 'Please upload a corrected proof of payment on the status page.',
              link: { label: 'Upload a new proof', url: statusLink },
            },
      ],
    ),
    registrationId: input.registrationId,
    event: input.event,
  };
}

export function verificationRevokedMail(input: {
  registrationId: string;
  email: string;
  name: string;
  reason: string;
  event: string;
  /**
   * When the verification's tax invoice was issued, it is cancelled by a credit note with it: the
   * link key (services/data-access.ts) of the status page that lists both. Null otherwise.
   */
  creditNoteKey: string | null;
  /** The credit note is e-invoiced (its invoice was): it reaches the registrant once the portal registers it. */
  creditNoteAwaitsIrn?: boolean;
}): MailDocument {
  return {
    ...compose(input.email, `Payment verification withdrawn: registration ${input.registrationId}`, input.name, [
      {
        text: `We have withdrawn the verification of the payment for registration ${input.registrationId}: the payment could not be confirmed. Reason: ${input.reason}`,
      },
      {
        text: input.creditNoteKey
          ? `The entry passes sent with the verification no longer admit anyone, and its tax invoice is cancelled by a credit note. If you have paid, please upload a proof of that payment on the status page; we will verify it and send new passes and a new invoice.`
          : 'The entry passes sent with the verification no longer admit anyone. If you have paid, please upload a proof of that payment on the status page; we will verify it and send new passes.',
        link: { label: 'Upload a new proof', url: siteLink(`/registration/status?id=${input.registrationId}`) },
      },
      ...creditNoteParagraph(input.registrationId, input.creditNoteKey, input.creditNoteAwaitsIrn === true),
    ]),
    registrationId: input.registrationId,
    event: input.event,
  };
}

export function paymentReminderMail(input: {
  registrationId: string;
  email: string;
  name: string | null;
  amount: string;
  event: string;
  /** As for paymentVerifiedMail. */
  taxNote?: string;
}): MailDocument {
  return {
    ...compose(input.email, `Payment pending: registration ${input.registrationId}`, input.name, [
      {
        text: `Your registration ${input.registrationId} is complete only after payment. The amount payable is ${input.amount} (${input.taxNote ?? INCLUSIVE_OF_TAX}); please pay and upload its proof by ${formatCalendarDayLong(CONFERENCE.paymentDeadline)}.`,
        link: {
          label: 'See the payment instructions and upload your proof',
          url: siteLink(`/registration/status?id=${input.registrationId}`),
        },
      },
    ]),
    registrationId: input.registrationId,
    event: input.event,
  };
}

export function verificationWithdrawnMail(input: {
  registrationId: string;
  email: string;
  name: string;
  event: string;
  /** As for verificationRevokedMail: the key of the status page listing the credit note, or null. */
  creditNoteKey: string | null;
  /** The credit note is e-invoiced (its invoice was): it reaches the registrant once the portal registers it. */
  creditNoteAwaitsIrn?: boolean;
}): MailDocument {
  return {
    ...compose(input.email, `Correction: registration ${input.registrationId} is under review again`, input.name, [
      {
        text: `Our earlier message said the payment for registration ${input.registrationId} was verified. That was sent in error: your payment proof is under verification again, and we will write once it is verified. You do not need to do anything.`,
      },
      {
        text: input.creditNoteKey
          ? 'The entry passes sent with that message no longer admit anyone, and the tax invoice it linked is cancelled by a credit note. New passes and a new invoice will come with the verification.'
          : 'The entry passes sent with that message no longer admit anyone. New passes will come with the verification.',
        link: {
          label: 'Check your registration status',
          url: siteLink(`/registration/status?id=${input.registrationId}`),
        },
      },
      ...creditNoteParagraph(input.registrationId, input.creditNoteKey, input.creditNoteAwaitsIrn === true),
    ]),
    registrationId: input.registrationId,
    event: input.event,
  };
}

/**
 * A verification taken back with its invoice: where the credit note is. The status page, opened
 * with the key, lists it with the invoice it cancels (both stay the registrant's documents).
 */
function creditNoteParagraph(registrationId: string, key: string | null, awaitsIrn: boolean): Paragraph[] {
  if (!key) return [];
  return [
    {
      text: `${
        awaitsIrn
          ? "The invoice was made out to a GST-registered buyer, so the law has its credit note registered on the GST invoice registration portal first: we e-mail it to you once it is, and your registration's page then lists it beside the invoice it cancels."
          : "The credit note and the invoice it cancels are listed on your registration's page, to download."
      } This link works for ${DATA_LINK_HOURS} hours; after that, the status page e-mails you a new one.`,
      link: { label: 'Open my registration', url: keyedStatusLink(registrationId, key) },
    },
  ];
}

export function paperReminderMail(input: {
  registrationId: string;
  email: string;
  name: string | null;
  paperIds: string[];
  amount: string;
  event: string;
  /** As for paymentVerifiedMail: taxNoteFor the registration's billing details. */
  taxNote: string;
}): MailDocument {
  const papers = input.paperIds.join(', ');
  return {
    ...compose(input.email, `Registration needed for accepted paper ${papers}`, input.name, [
      {
        text: `At least one author of each accepted paper must complete registration. Paper ${papers} has no registration with a verified payment yet. Your registration ${input.registrationId} names it; the amount payable is ${input.amount} (${input.taxNote}).`,
        link: {
          label: 'Complete your payment',
          url: siteLink(`/registration/status?id=${input.registrationId}`),
        },
      },
    ]),
    registrationId: input.registrationId,
    event: input.event,
  };
}

/** After an administrator found no IEEE membership: the registration moved to the non-IEEE rate. */
export function nonIeeeRateMail(input: {
  registrationId: string;
  email: string;
  name: string | null;
  tier: string;
  amount: string;
  previousAmount: string;
  difference: string;
  event: string;
  /** As for paymentVerifiedMail: taxNoteFor the registration's billing details. */
  taxNote: string;
  /** A group's student whose membership was not confirmed ("Student 2, Asha Rao"). */
  student?: string;
}): MailDocument {
  const what = input.student
    ? `We could not confirm the IEEE membership of ${input.student}, given with registration ${input.registrationId}, so the student is now charged the non-IEEE rate.`
    : `We could not confirm the IEEE membership given with registration ${input.registrationId}, so it is now registered as ${input.tier}.`;
  return {
    ...compose(input.email, `Amount changed: registration ${input.registrationId}`, input.name, [
      {
        text: `${what} The amount payable is ${input.amount} (${input.taxNote}) instead of ${input.previousAmount}.`,
      },
      {
        text: `If you have already paid ${input.previousAmount}, please pay the difference of ${input.difference} in the same way and upload its proof. If ${input.student ? 'the student is' : 'you are'} an IEEE member, reply with ${input.student ? 'their' : 'your'} membership details and we will look again.`,
        link: {
          label: 'See your registration and the payment instructions',
          url: siteLink(`/registration/status?id=${input.registrationId}`),
        },
      },
    ]),
    registrationId: input.registrationId,
    event: input.event,
  };
}

/** A checked-in person's certificate as the mail lists it: its holder and its number. */
export interface MailedCertificate {
  name: string;
  code: string;
}

/** A certificate's page: it confirms the certificate and downloads it (a refusal is a page too). */
export const certificateLink = (code: string) => siteLink(certificatePath(code));

/** After the conference: the certificate of participation of each person who was checked in. */
export function certificateMail(input: {
  registrationId: string;
  email: string;
  name: string;
  certificates: MailedCertificate[];
  /** A group's registration: its certificates are listed by name, even if only one. */
  group: boolean;
  event: string;
}): MailDocument {
  const [first] = input.certificates;
  const paragraphs: Paragraph[] =
    !input.group && first !== undefined
      ? [
          {
            text: `Thank you for taking part in ${CONFERENCE.name}. Your certificate of participation (number ${first.code}) can be downloaded here:`,
            link: { label: 'Download the certificate', url: certificateLink(first.code) },
          },
        ]
      : [
          {
            text: `Thank you for taking part in ${CONFERENCE.name}. The certificates of participation of your registration ${input.registrationId}, one for each person who was checked in:`,
            lines: input.certificates.map((certificate) => ({
              text: certificate.name,
              url: certificateLink(certificate.code),
            })),
          },
        ];
  return {
    ...compose(input.email, `Certificate of participation: ${CONFERENCE.shortTitle}`, input.name, paragraphs),
    registrationId: input.registrationId,
    event: input.event,
  };
}

/**
 * Sent when an administrator corrects a name that certificates already issued print: each opens,
 * under the number it was issued with, with the name as it is now.
 */
export function certificatesRenamedMail(input: {
  registrationId: string;
  email: string;
  name: string | null;
  certificates: MailedCertificate[];
  event: string;
}): MailDocument {
  return {
    ...compose(input.email, `Certificate corrected: ${CONFERENCE.shortTitle}`, input.name, [
      {
        text: `The name on ${input.certificates.length === 1 ? 'a certificate' : 'certificates'} of participation of your registration ${input.registrationId} has been corrected. Each keeps its number; its page and its download now show the name as below:`,
        lines: input.certificates.map((certificate) => ({
          text: certificate.name,
          url: certificateLink(certificate.code),
        })),
      },
    ]),
    registrationId: input.registrationId,
    event: input.event,
  };
}

const statusLink = (registrationId: string, label: string) => ({
  label,
  url: siteLink(`/registration/status?id=${registrationId}`),
});

/**
 * Sent when a cancellation is asked for, to the registration's address: a request made by someone
 * else who knew the ID is noticed before the organisers act on it.
 */
export function cancellationRequestedMail(input: {
  registrationId: string;
  email: string;
  name: string | null;
  event: string;
  /** A new link key: the registration's page, opened with it, shows the request and its reason. */
  linkKey: string;
}): MailDocument {
  // Whoever holds a link key can ask: nothing they typed goes to this address (the page shows it).
  return {
    ...compose(input.email, `Cancellation requested: registration ${input.registrationId}`, input.name, [
      { text: `We have received a request to cancel registration ${input.registrationId}.` },
      {
        text: `The organisers will confirm the cancellation, and any refund, by e-mail. Until then the registration stands. If you did not ask for this, please reply to this message at once. This link opens the request, with its reason, for ${DATA_LINK_HOURS} hours.`,
        link: { label: 'See the request', url: keyedStatusLink(input.registrationId, input.linkKey) },
      },
    ]),
    registrationId: input.registrationId,
    event: input.event,
  };
}

/**
 * The organisers told of a cancellation request (to MAIL_REPLY_TO, where registrants' replies go),
 * so none waits unseen. It names the registration and what the policy owes, never what the
 * requester typed (anyone holding an ID may ask): the reason is read on the registration's page.
 */
export function cancellationNoticeMail(input: {
  registrationId: string;
  to: string;
  requestedOn: string;
  /** What was paid (verified), in rupees; null when nothing was. */
  paid: string | null;
  /** The refund the policy gives on the request's day, in rupees; null when nothing was paid or the edition has no policy. */
  refundDue: string | null;
  event: string;
}): MailDocument {
  const { registrationId } = input;
  const refund =
    input.paid === null
      ? 'Its payment is not verified: nothing is to be refunded.'
      : input.refundDue === null
        ? `It paid ₹${input.paid}, and the edition has no refund policy: say what is refunded (₹0.00 if nothing) when you approve it.`
        : `It paid ₹${input.paid}; the refund policy gives ₹${input.refundDue} back for a request made that day.`;
  return {
    ...compose(input.to, `Cancellation requested: registration ${registrationId}`, null, [
      {
        text: `Registration ${registrationId} asked on ${formatCalendarDayLong(input.requestedOn)} to be cancelled. ${refund}`,
      },
      {
        text: 'Approve or decline it on the registration’s page; the registrant is told by e-mail either way.',
        link: {
          label: `Decide on registration ${registrationId}`,
          url: siteLink(`/verify/registration/${registrationId}`),
        },
      },
    ]),
    registrationId,
    event: input.event,
  };
}

/** The daily reminder to the organisers when several cancellation requests await a decision. */
export function cancellationDigestMail(input: {
  to: string;
  count: number;
  /** The venue's day of the oldest request still undecided. */
  oldestOn: string;
  event: string;
}): Omit<MailDocument, 'registrationId'> {
  return {
    ...compose(input.to, `${input.count} cancellation requests await a decision`, null, [
      {
        text: `${input.count} requests to cancel a registration await a decision, the oldest made on ${formatCalendarDayLong(input.oldestOn)}. The registrants are waiting to hear whether they are cancelled and what is refunded.`,
        link: { label: 'See the requests', url: siteLink('/admin?cancellation=requested') },
      },
    ]),
    event: input.event,
  };
}

/**
 * The billing details changed (PUT-like POST /api/registrations/{id}/billing), told to the
 * registration's address, since whoever holds a link key (a mail forwarded) may change them until
 * the invoice is issued. It names what the invoice would now carry that the code checked (a GSTIN,
 * a state), never the free text typed (a company's name, an address): the mail cannot carry
 * someone else's words. Its link, with a new key, opens the registration's page, where the details
 * can be set again at once.
 */
export function billingChangedMail(input: {
  registrationId: string;
  email: string;
  name: string | null;
  billing: Pick<BillingDetails, 'stateCode' | 'gstin' | 'country' | 'sez'> | null;
  event: string;
  linkKey: string;
}): MailDocument {
  return {
    ...compose(input.email, `Billing details changed: registration ${input.registrationId}`, input.name, [
      {
        text: `The billing details of registration ${input.registrationId} were changed. The tax invoice will now be made out to ${recipientWords(input.billing)}.`,
      },
      {
        text: `If you made this change, nothing more is needed. If you did not, reply to this message at once: until the invoice is issued, the details can be set again on your registration's page, which this link opens for ${DATA_LINK_HOURS} hours.`,
        link: { label: 'Open my registration', url: keyedStatusLink(input.registrationId, input.linkKey) },
      },
    ]),
    registrationId: input.registrationId,
    event: input.event,
  };
}

/**
 * Whom an invoice is made out to, in a mail: what the code checked (a GSTIN, a state), never the
 * free text typed (a company's name, an address).
 */
function recipientWords(billing: Pick<BillingDetails, 'stateCode' | 'gstin' | 'country' | 'sez'> | null): string {
  if (!billing) return 'you, the registrant, as the registration gives you';
  const where = whereOf(billing);
  return billing.gstin
    ? `the ${billing.sez ? 'SEZ unit' : 'business'} with GSTIN ${billing.gstin}, in ${where}`
    : `a business without a GSTIN, in ${where}`;
}

/**
 * An issued invoice corrected by the organisers (services/invoice-correction.ts): the credit note
 * that cancels it, the invoice that replaces it and whom it names, and where both are (the status
 * page opened with the key). An e-invoiced one follows once the portal registers it.
 */
export function invoiceCorrectedMail(input: {
  registrationId: string;
  email: string;
  name: string | null;
  cancelled: string;
  creditNote: string;
  invoice: string;
  billing: Pick<BillingDetails, 'stateCode' | 'gstin' | 'country' | 'sez'> | null;
  /** E-invoiced documents: the registrant's once the portal registers each, when each is mailed. */
  awaiting: { creditNote: boolean; invoice: boolean };
  linkKey: string;
  event: string;
}): MailDocument {
  const { registrationId } = input;
  const waiting = [
    ...(input.awaiting.creditNote ? [`credit note ${input.creditNote}`] : []),
    ...(input.awaiting.invoice ? [`invoice ${input.invoice}`] : []),
  ];
  const both = waiting.length > 1;
  return {
    ...compose(input.email, `Corrected tax invoice: registration ${registrationId}`, input.name, [
      {
        text: `We have corrected the tax invoice of registration ${registrationId}: credit note ${input.creditNote} cancels invoice ${input.cancelled}, and tax invoice ${input.invoice} replaces it, made out to ${recipientWords(input.billing)}. Your payment and your entry passes do not change.`,
      },
      ...(waiting.length > 0
        ? [
            {
              text: `${capitalised(waiting.join(' and '))} ${both ? 'are' : 'is'} made out to a GST-registered buyer, so the law has ${both ? 'them' : 'it'} registered on the GST invoice registration portal first: we e-mail ${both ? 'each' : 'it'} to you, with its IRN, once it is (usually within two working days).`,
            },
          ]
        : []),
      {
        text: `Your tax documents are listed on your registration's page${waiting.length > 0 ? ', each to download once it is registered' : ', to download'}. This link works for ${DATA_LINK_HOURS} hours; after that, the status page e-mails you a new one.`,
        link: { label: 'Open my registration', url: keyedStatusLink(registrationId, input.linkKey) },
      },
    ]),
    registrationId,
    event: input.event,
  };
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The organisers' answer to a cancellation request: approved (with any refund) or declined. */
export function cancellationDecidedMail(input: {
  registrationId: string;
  email: string;
  name: string | null;
  approved: boolean;
  note: string | null;
  refund: { amount: string; date: string; bankReference: string } | null;
  /**
   * With the link key (services/data-access.ts) its download link carries; `awaitsIrn`: e-invoiced,
   * it is mailed once the portal registers it (services/e-invoices.ts), so no link yet.
   */
  creditNote: { number: string; linkKey: string; awaitsIrn?: boolean } | null;
  event: string;
}): MailDocument {
  const { registrationId } = input;
  const paragraphs = input.approved
    ? [
        {
          text: `Registration ${registrationId} is cancelled, as you asked. Its entry passes no longer admit anyone.`,
        },
        input.refund
          ? {
              text: `We refunded ₹${input.refund.amount} on ${input.refund.date} (bank reference ${input.refund.bankReference}).${
                input.creditNote ? ` Credit note ${input.creditNote.number} records it against your tax invoice.` : ''
              }${
                input.creditNote?.awaitsIrn
                  ? ' As your invoice was, it is registered on the GST invoice registration portal first: we e-mail it to you, with its IRN, once it is.'
                  : ''
              }`,
              ...(input.creditNote && !input.creditNote.awaitsIrn
                ? {
                    link: {
                      label: 'Download the credit note (PDF)',
                      url: keyedLink(creditNotePath(registrationId), input.creditNote.linkKey),
                    },
                  }
                : {}),
            }
          : null,
      ]
    : [
        {
          text: `The organisers have declined the request to cancel registration ${registrationId}: the registration stands.`,
        },
      ];
  return {
    ...compose(
      input.email,
      `${input.approved ? 'Registration cancelled' : 'Cancellation declined'}: registration ${registrationId}`,
      input.name,
      [
        ...paragraphs.filter((paragraph) => paragraph !== null),
        ...(input.note ? [{ text: `The organisers’ note: ${input.note}` }] : []),
        {
          text: 'The status page shows the details.',
          link: statusLink(registrationId, 'Check your registration status'),
        },
      ],
    ),
    registrationId,
    event: input.event,
  };
}

/**
 * An e-invoiced document of a registration registered on the Invoice Registration Portal (its
 * answer imported): only now is it an invoice or a credit note (CGST Rules, rule 48(5)), so it is
 * sent now, to download with its IRN and QR code.
 */
export function documentRegisteredMail(input: {
  registrationId: string;
  email: string;
  name: string;
  kind: 'invoice' | 'credit-note';
  number: string;
  irn: string;
  event: string;
  linkKey: string;
  /** An invoice a credit note cancelled before the portal registered it: the mail says so. */
  cancelledBy?: { number: string; date: string } | null;
}): MailDocument {
  const what = input.kind === 'invoice' ? 'tax invoice' : 'credit note';
  const cancelled = input.cancelledBy
    ? ` It has since been cancelled in full by credit note ${input.cancelledBy.number} of ${formatCalendarDayLong(input.cancelledBy.date)}: your status page lists both among your tax documents.`
    : '';
  const path = `${input.kind === 'invoice' ? invoicePath(input.registrationId) : creditNotePath(input.registrationId)}?number=${encodeURIComponent(input.number)}`;
  return {
    ...compose(input.email, `Your ${what} ${input.number}: registration ${input.registrationId}`, input.name, [
      {
        text: `Your ${what} ${input.number} for registration ${input.registrationId} is registered on the GST invoice registration portal (IRN ${input.irn}). It carries the IRN and its QR code.${cancelled} This link works for ${DATA_LINK_HOURS} hours; after that, the status page e-mails you a new one.`,
        link: { label: `Download the ${what} (PDF)`, url: keyedLink(path, input.linkKey) },
      },
    ]),
    registrationId: input.registrationId,
    event: input.event,
  };
}

/**
 * Check-in rights given by an administrator (services/desk-staff.ts): a new account's mail carries
 * the link to set its password (Firebase Auth's own page), taken out of the stored copy once
 * delivered (mail-redaction.ts); an existing account's says where to sign in.
 */
export function deskStaffMail(input: {
  email: string;
  passwordLink: string | null;
}): Omit<MailDocument, 'registrationId'> {
  const desk = siteLink('/admin/check-in');
  return {
    ...compose(input.email, `Check-in at the ${CONFERENCE.name} registration desk`, null, [
      {
        text: `An administrator of ${CONFERENCE.name} has given this address the right to check people in at the registration desk: find them by name or scan their entry passes.`,
      },
      ...(input.passwordLink
        ? [
            {
              text: 'First set your password with this link. It works once, and for a limited time: if it has run out, ask the administrator to send it again.',
              link: { label: 'Set your password', url: input.passwordLink },
            },
            {
              text: 'Then sign in at the desk with this address and that password.',
              link: { label: 'The check-in desk', url: desk },
            },
          ]
        : [
            {
              text: 'Sign in at the desk with this address and your password.',
              link: { label: 'The check-in desk', url: desk },
            },
          ]),
      { text: 'If you did not expect this, you need do nothing: please tell the conference’s registration team.' },
    ]),
    event: input.passwordLink ? 'desk-staff-password' : 'desk-staff-rights',
  };
}
