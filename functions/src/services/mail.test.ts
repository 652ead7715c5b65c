import { beforeAll, describe, expect, it } from 'vitest';
import { CONFERENCE, INCLUSIVE_OF_TAX, ZERO_RATED_SEZ } from '../domain/conference';
import { DATA_LINK_HOURS } from '../domain/limits';
import { PRIVACY_NOTICE_PATH } from '../domain/retention';
import {
  cancellationDecidedMail,
  cancellationNoticeMail,
  invoiceCorrectedMail,
  certificateMail,
  emailChangedNoticeMail,
  nonIeeeRateMail,
  paperReminderMail,
  paymentReminderMail,
  paymentVerifiedMail,
  proofReceivedMail,
  proofRejectedMail,
  verificationMail,
  verificationRevokedMail,
  verificationWithdrawnMail,
  type MailDocument,
} from './mail';

const SITE = 'https://conference.example.org';
const who = { registrationId: 'ICEI25-ABCD-EFGH-00001', email: 'asha@example.org', name: 'Asha', event: 'test-1' };
const amount = { amount: '₹7,100', previousAmount: '₹6,000', difference: '₹1,100', taxNote: INCLUSIVE_OF_TAX };
const LINK_KEY = 'k'.repeat(43);

// Every kind of mail the function queues, each composed once.
const MAILS: [string, () => MailDocument][] = Object.entries({
  verification: () => verificationMail({ ...who, token: 'token' }),
  'proof received': () => proofReceivedMail(who),
  'payment verified': () =>
    paymentVerifiedMail({ ...who, ...amount, passes: [{ name: 'Asha', code: 'code' }], linkKey: LINK_KEY }),
  'proof rejected': () => proofRejectedMail({ ...who, reason: 'The amount is not readable.' }),
  'payment reminder': () => paymentReminderMail({ ...who, ...amount }),
  'verification withdrawn': () => verificationWithdrawnMail({ ...who, creditNoteKey: LINK_KEY }),
  'payment verification withdrawn': () =>
    verificationRevokedMail({ ...who, reason: 'No such credit at the bank.', creditNoteKey: LINK_KEY }),
  'paper reminder': () => paperReminderMail({ ...who, ...amount, paperIds: ['101'] }),
  'non-IEEE rate': () => nonIeeeRateMail({ ...who, ...amount, tier: 'Academia (Non-IEEE Member)' }),
  certificate: () =>
    certificateMail({ ...who, group: false, certificates: [{ name: 'Asha', code: '7K2M-Q9XD-4HRT-B3CA' }] }),
  'invoice corrected': () => correctedMail({ creditNote: false, invoice: false }),
  'address changed notice': () => emailChangedNoticeMail({ ...who, newAddress: 'r***a@example.org' }),
});

/** An invoice corrected to a business with a GSTIN; `awaiting` says which documents wait for an IRN. */
const correctedMail = (awaiting: { creditNote: boolean; invoice: boolean }) =>
  invoiceCorrectedMail({
    ...who,
    cancelled: 'DEMO/2526/5',
    creditNote: 'DEMO/2526/C2',
    invoice: 'DEMO/2526/6',
    billing: { stateCode: '29', gstin: '29AAACM9876Q1ZX' },
    awaiting,
    linkKey: LINK_KEY,
  });

describe('every mail', () => {
  beforeAll(() => {
    // What the function's PUBLIC_SITE_URL param reads (functions/.env.local in the suite).
    process.env.PUBLIC_SITE_URL = `${SITE}/`;
  });

  it.each(MAILS)('the %s mail ends with a link to the privacy notice, in its text and its HTML', (_kind, compose) => {
    const { message } = compose();
    const link = `${SITE}${PRIVACY_NOTICE_PATH}`;
    expect(message.text.trimEnd().endsWith(`How we handle your personal data:\n${link}`)).toBe(true);
    expect(message.html).toContain(`<a href="${link}">Privacy Notice</a>`);
    expect(message.html.trimEnd().endsWith('</p>\n</body>\n</html>')).toBe(true);
  });

  it.each(MAILS)('the %s mail is a whole HTML document in English, drawn at a phone’s width', (_kind, compose) => {
    const { message } = compose();
    expect(message.html).toMatch(/^<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8">/);
    expect(message.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(message.html).toContain(`<title>${message.subject.replace(/&/g, '&amp;')}</title>`);
  });
});

// An SEZ unit invoiced without tax is told so by every mail that states its amount: one mail saying
// "inclusive of GST" and another "no GST charged" for the same amount is two answers to one question.
describe('the mails stating an amount', () => {
  const zeroRated = { ...amount, taxNote: ZERO_RATED_SEZ };
  it.each(
    Object.entries({
      'payment verified': () => paymentVerifiedMail({ ...who, ...zeroRated, passes: [], linkKey: LINK_KEY }),
      'payment reminder': () => paymentReminderMail({ ...who, ...zeroRated }),
      'paper reminder': () => paperReminderMail({ ...who, ...zeroRated, paperIds: ['101'] }),
      'non-IEEE rate': () => nonIeeeRateMail({ ...who, ...zeroRated, tier: 'Academia (Non-IEEE Member)' }),
    }),
  )('%s says the tax as the invoice will', (_, make) => {
    const mail = make();
    expect(mail.message.text).toContain(`${amount.amount} (${ZERO_RATED_SEZ})`);
    expect(mail.message.text).not.toContain(INCLUSIVE_OF_TAX);
  });
});

describe('the payment reminder', () => {
  it('says by when to pay: the edition’s payment deadline', () => {
    const [year, month, day] = CONFERENCE.paymentDeadline.split('-').map(Number);
    const deadline = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(paymentReminderMail({ ...who, ...amount }).message.text).toContain(`upload its proof by ${deadline}.`);
  });
});

describe('the verification mail', () => {
  it('sent again, says the link it replaces no longer works; the first says nothing of one', () => {
    const replaces = 'It replaces the link we sent before, which no longer works.';
    expect(verificationMail({ ...who, token: 't' }).message.text).not.toContain(replaces);
    expect(verificationMail({ ...who, token: 't', replacesEarlier: true }).message.text).toContain(replaces);
  });
});

describe('the payment-verified mail, for the conference days', () => {
  it('says when and where the pass is shown, and how long the invoice’s link works', () => {
    const mail = paymentVerifiedMail({
      ...who,
      ...amount,
      passes: [{ name: 'Asha', code: 'code' }],
      invoice: 'linked',
      linkKey: LINK_KEY,
    });
    expect(mail.message.text).toContain(`(${CONFERENCE.datesLabel}, ${CONFERENCE.place.name}`);
    expect(mail.message.text).toMatch(new RegExp(`tax invoice \\(PDF\\)[^\\n]*works for ${DATA_LINK_HOURS} hours`));
  });
});

describe('the payment-verified mail', () => {
  beforeAll(() => {
    process.env.PUBLIC_SITE_URL = `${SITE}/`;
  });

  it('links the tax invoice when one is issued with the verification, and only then, with its link key', () => {
    const invoiceLink = `${SITE}/api/registrations/${who.registrationId}/invoice?key=${LINK_KEY}`;
    const invoiced = paymentVerifiedMail({ ...who, ...amount, invoice: 'linked', linkKey: LINK_KEY }).message;
    expect(invoiced.text).toContain(invoiceLink);
    expect(invoiced.html).toContain(`<a href="${invoiceLink}">Download the tax invoice</a>`);
    expect(invoiced.text).toContain(`/api/registrations/${who.registrationId}/receipt.pdf?key=${LINK_KEY}`);
    const without = paymentVerifiedMail({ ...who, ...amount, linkKey: LINK_KEY }).message;
    expect(without.text).not.toContain('/invoice');
    expect(without.html).not.toContain('/invoice');
  });
});

describe('the mails that take a verification back', () => {
  const reason = 'No such credit at the bank.';
  it.each([
    ['the correction after an undo', (key: string | null) => verificationWithdrawnMail({ ...who, creditNoteKey: key })],
    ['the withdrawal', (key: string | null) => verificationRevokedMail({ ...who, reason, creditNoteKey: key })],
  ])(
    '%s says the passes stop admitting anyone, and names the credit note, with the keyed page that lists it, only when an invoice was issued',
    (_kind, compose) => {
      const invoiced = compose(LINK_KEY).message.text;
      expect(invoiced).toContain('no longer admit anyone');
      expect(invoiced).toMatch(/tax invoice (it linked )?is cancelled by a credit note/);
      expect(invoiced).toContain(`/registration/status?id=${who.registrationId}#key=${LINK_KEY}`);
      const without = compose(null).message.text;
      expect(without).toContain('no longer admit anyone');
      expect(without).not.toContain('invoice');
      expect(without).not.toContain('#key=');
    },
  );

  it('speaks of the invoice registration portal only to a buyer whose credit note waits for it', () => {
    const portal = 'GST invoice registration portal';
    const plain = verificationRevokedMail({ ...who, reason, creditNoteKey: LINK_KEY }).message.text;
    expect(plain).toContain('The credit note and the invoice it cancels are listed on your registration');
    expect(plain).not.toContain(portal);
    const eInvoiced = verificationWithdrawnMail({ ...who, creditNoteKey: LINK_KEY, creditNoteAwaitsIrn: true });
    expect(eInvoiced.message.text).toContain(`registered on the ${portal} first: we e-mail it to you once it is`);
  });
});

describe('the organisers’ notice of a cancellation request', () => {
  const notice = (paid: string | null, refundDue: string | null) =>
    cancellationNoticeMail({
      registrationId: who.registrationId,
      to: 'organisers@example.org',
      requestedOn: '2025-10-20',
      paid,
      refundDue,
      event: 'cancellation-requested-1-organisers',
    }).message.text;

  it('says what was paid and what the policy gives back, or that the organisers decide it, or that nothing was paid', () => {
    expect(notice('7,100.00', '3,550.00')).toContain('It paid ₹7,100.00; the refund policy gives ₹3,550.00 back');
    const noPolicy = notice('7,100.00', null);
    expect(noPolicy).toContain('It paid ₹7,100.00, and the edition has no refund policy');
    expect(noPolicy).not.toContain('not verified');
    expect(notice(null, null)).toContain('Its payment is not verified: nothing is to be refunded.');
  });
});

describe('the mails of a credit note', () => {
  beforeAll(() => {
    process.env.PUBLIC_SITE_URL = `${SITE}/`;
  });

  it('of a corrected invoice name the three documents, the new recipient, and which wait for their IRN', () => {
    const none = correctedMail({ creditNote: false, invoice: false }).message.text;
    expect(none).toContain(
      'credit note DEMO/2526/C2 cancels invoice DEMO/2526/5, and tax invoice DEMO/2526/6 replaces it',
    );
    expect(none).toContain('made out to the business with GSTIN 29AAACM9876Q1ZX');
    expect(none).not.toContain('GST-registered buyer');
    expect(none).toContain(`/registration/status?id=${who.registrationId}#key=${LINK_KEY}`);
    expect(correctedMail({ creditNote: false, invoice: true }).message.text).toContain(
      'Invoice DEMO/2526/6 is made out to a GST-registered buyer, so the law has it registered',
    );
    expect(correctedMail({ creditNote: true, invoice: true }).message.text).toContain(
      'Credit note DEMO/2526/C2 and invoice DEMO/2526/6 are made out to a GST-registered buyer, so the law has them registered',
    );
  });

  it('of an approved cancellation links the credit note, or says it follows once the portal registers it', () => {
    const decided = (awaitsIrn: boolean) =>
      cancellationDecidedMail({
        ...who,
        approved: true,
        note: null,
        refund: { amount: '3,550.00', date: '20 October 2025', bankReference: 'UTR123' },
        creditNote: { number: 'DEMO/2526/C3', linkKey: LINK_KEY, awaitsIrn },
      }).message.text;
    const creditNoteLink = `/api/registrations/${who.registrationId}/credit-note?key=${LINK_KEY}`;
    expect(decided(false)).toContain(creditNoteLink);
    const waiting = decided(true);
    expect(waiting).toContain('Credit note DEMO/2526/C3 records it against your tax invoice.');
    expect(waiting).toContain('we e-mail it to you, with its IRN, once it is');
    expect(waiting).not.toContain('/credit-note');
  });
});
