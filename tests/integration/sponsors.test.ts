// Sponsors through the API: an administrator records one (the organisation its invoice is made
// out to, a package of the edition's, a contact person), verifies its payment, and it is invoiced
// once, for the package's price plus the edition's tax, in the registrations' series; the accounts'
// register lists the invoice under the sponsor's ID. The payment's verification issues the
// invoice with the edition's facts (its demo supplier, in this demo project).
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SponsorView } from '../../functions/src/domain/api/sponsors';
import type { AccountsView } from '../../functions/src/domain/api/accounts';
import { DOCUMENT_NUMBER_INVALID } from '../../functions/src/domain/api/invoice';
import { TAX } from '../../functions/src/domain/conference';
import { gstinCheckCharacter } from '../../functions/src/domain/gstin';
import { financialYearOf } from '../../functions/src/domain/invoice-number';
import {
  EMAIL_INVALID,
  GSTIN_CHECK_FAILED,
  SPONSOR_INVOICE_NONE,
  SPONSOR_NOT_FOUND,
  SPONSOR_NO_PAYMENT_TO_WITHDRAW,
  SPONSOR_PAYMENT_ALREADY_VERIFIED,
  SPONSOR_PAYMENT_NOT_VERIFIED,
} from '../../functions/src/domain/messages';
import {
  SPONSOR_CONTACT_NAME_REQUIRED,
  SPONSOR_NAME_REQUIRED,
  SPONSOR_PACKAGE_UNKNOWN,
  SPONSOR_PAYMENT_DATE_AHEAD,
  SPONSOR_PAYMENT_DATE_OLD,
  SPONSOR_PAYMENT_DATE_REQUIRED,
  SPONSOR_PAYMENT_REFERENCE_REQUIRED,
} from '../../functions/src/domain/admin-messages';
import { RETENTION_DAYS } from '../../functions/src/domain/retention';
import { SPONSORSHIP, priceWithTaxPaise } from '../../functions/src/domain/sponsorship';
import { venueDate, venueInstant, daysAfter } from '../../functions/src/domain/venue-time';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi, callForFile } from '../support/api';
import { idTokenFor } from '../support/auth';
import { suiteNow } from '../support/clock';
import { EDITION_FACTS } from '../support/invoicing';
import { registerOnPortal } from '../support/irp';
import { pdfPageTexts } from '../support/pdf';

const db = getFirestore(suiteAdminApp());
let adminToken = '';

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

const sponsorship = SPONSORSHIP;
if (!sponsorship) throw new Error('The edition under test sells sponsorship (edition.ts).');
const [dearest] = sponsorship.packages;
if (!dearest) throw new Error('The edition lists no package.');

/** A GSTIN of Maharashtra (27) that adds up, for an organisation of another state than the event's. */
const first14 = '27AABCS1429B1Z';
const GSTIN = `${first14}${gstinCheckCharacter(first14)}`;

const sponsorBody = (overrides: Record<string, unknown> = {}) => ({
  organisation: {
    name: `Sahyadri Systems ${Math.random().toString(36).slice(2, 8)}`,
    address: '4th Floor, Baner Road\nPune 411045',
    stateCode: '27',
    gstin: GSTIN,
  },
  level: dearest.level,
  contact: { name: 'Kavita Deshpande', email: 'kavita@sahyadri.example.com', phone: '+91 98200 12345' },
  ...overrides,
});

const post = (path: string, json: unknown) => callApi('POST', path, { token: adminToken, json });
const dataOf = async <T>(response: Response) => ((await response.json()) as { data: T }).data;
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;
/** Sponsors recorded at this file's billing address: the browser tests record others meanwhile. */
const sponsorCount = async () =>
  (
    await db
      .collection('sponsors')
      .where('organisation.address', '==', sponsorBody().organisation.address)
      .count()
      .get()
  ).data().count;

async function recordSponsor(overrides: Record<string, unknown> = {}): Promise<SponsorView> {
  const response = await post('/api/admin/sponsors', sponsorBody(overrides));
  expect(response.status).toBe(201);
  return (await dataOf<{ sponsor: SponsorView }>(response)).sponsor;
}

describe('recording a sponsor', () => {
  it("prices its package with the edition's tax, keeps it until registrations' contact details go, and lists it first", async () => {
    const sponsor = await recordSponsor();
    expect(sponsor.id).toMatch(/^SP-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(sponsor.amount).toBe(dearest.amount);
    expect(sponsor.amountDuePaise).toBe(priceWithTaxPaise(dearest.amount, TAX.ratePercent));
    expect(sponsor.freeRegistrations).toBe(dearest.freeRegistrations);
    expect(sponsor.payment).toBeNull();
    expect(sponsor.invoice).toBeNull();

    const stored = (await db.doc(`sponsors/${sponsor.id}`).get()).data() ?? {};
    expect(stored.expiresAt.toDate()).toEqual(venueInstant(RETENTION_DAYS.registrationsErasedOn));
    expect(stored.contact).toEqual(sponsorBody().contact);

    const list = await dataOf<{ sponsors: SponsorView[]; sponsorship: { packages: { level: string }[] } }>(
      await callApi('GET', '/api/admin/sponsors', { token: adminToken }),
    );
    // The browser tests record sponsors at the same time: the rule is newest first, with this one in it.
    expect(list.sponsors).toContainEqual(sponsor);
    const recorded = list.sponsors.map((one) => one.createdAt);
    expect(recorded).toEqual(recorded.toSorted().reverse());
    expect(list.sponsorship.packages.map((pack) => pack.level)).toEqual(sponsorship.packages.map((p) => p.level));
    const one = await callApi('GET', `/api/admin/sponsors/${sponsor.id}`, { token: adminToken });
    expect((await dataOf<{ sponsor: SponsorView }>(one)).sponsor).toEqual(sponsor);
  });

  it('refuses a wrong sponsor with the sentence for its field, and records nothing', async () => {
    const before = await sponsorCount();
    const wrongCheck = `${first14}${gstinCheckCharacter(first14) === 'A' ? 'B' : 'A'}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ organisation: { ...sponsorBody().organisation, gstin: wrongCheck } }, GSTIN_CHECK_FAILED],
      [{ organisation: { ...sponsorBody().organisation, name: '  ' } }, SPONSOR_NAME_REQUIRED],
      [{ level: 'Diamond' }, SPONSOR_PACKAGE_UNKNOWN],
      [{ contact: { ...sponsorBody().contact, name: '' } }, SPONSOR_CONTACT_NAME_REQUIRED],
      [{ contact: { ...sponsorBody().contact, email: 'kavita-at-sahyadri' } }, EMAIL_INVALID],
    ];
    for (const [overrides, message] of cases) {
      const response = await post('/api/admin/sponsors', sponsorBody(overrides));
      expect(response.status, message).toBe(400);
      expect(await errorOf(response)).toBe(message);
    }
    expect(await sponsorCount()).toBe(before);
  });

  it('answers an unknown or malformed sponsor ID as not found', async () => {
    for (const id of ['SP-00000000', 'SP-0000000I', 'sp-00000000', 'SP-0000%2F00', 'x'.repeat(300)]) {
      for (const [method, path] of [
        ['GET', `/api/admin/sponsors/${id}`],
        ['GET', `/api/admin/sponsors/${id}/invoice`],
        ['POST', `/api/admin/sponsors/${id}/invoice`],
      ] as const) {
        const response = await callApi(method, path, { token: adminToken });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(await errorOf(response)).toBe(SPONSOR_NOT_FOUND);
      }
    }
  });
});

describe("a sponsor's payment and tax invoice", () => {
  it('is not invoiced before its payment is verified', async () => {
    const sponsor = await recordSponsor();
    const issue = await post(`/api/admin/sponsors/${sponsor.id}/invoice`, undefined);
    expect(issue.status).toBe(409);
    expect(await errorOf(issue)).toBe(SPONSOR_PAYMENT_NOT_VERIFIED);
    const download = await callApi('GET', `/api/admin/sponsors/${sponsor.id}/invoice`, { token: adminToken });
    expect(download.status).toBe(404);
    expect(await errorOf(download)).toBe(SPONSOR_INVOICE_NONE);
  });

  it('verifies the payment once, invoices it at once, and takes no day ahead', async () => {
    const sponsor = await recordSponsor();
    const today = venueDate(await suiteNow());
    const path = `/api/admin/sponsors/${sponsor.id}/payment`;

    for (const [body, status, message] of [
      [{ reference: ' ', date: today }, 400, SPONSOR_PAYMENT_REFERENCE_REQUIRED],
      [{ reference: 'UTR0001', date: daysAfter(today, 1) }, 400, SPONSOR_PAYMENT_DATE_AHEAD],
      // More than a year back is most likely a mistyped year.
      [{ reference: 'UTR0001', date: daysAfter(today, -366) }, 400, SPONSOR_PAYMENT_DATE_OLD],
      [{ reference: 'UTR0001', date: '1 Oct 2025' }, 400, SPONSOR_PAYMENT_DATE_REQUIRED],
    ] as const) {
      const refused = await post(path, body);
      expect(refused.status).toBe(status);
      expect(await errorOf(refused)).toBe(message);
    }
    expect((await db.doc(`sponsors/${sponsor.id}`).get()).data()?.payment).toBeNull();

    // A year back to the day is the earliest taken; the invoice is dated the day it is issued.
    const yearBack = daysAfter(today, -365);
    const verified = await post(path, { reference: 'UTR0001', date: yearBack });
    expect(verified.status).toBe(200);
    const answer = await dataOf<{ sponsor: SponsorView; invoiceProblem: string | null }>(verified);
    expect(answer.sponsor.payment).toMatchObject({ reference: 'UTR0001', date: yearBack });
    expect(answer.invoiceProblem).toBeNull();
    expect(answer.sponsor.invoice?.number.startsWith(`${EDITION_FACTS.prefix}/`)).toBe(true);
    expect(answer.sponsor.invoice?.date).toBe(today);

    const again = await post(path, { reference: 'UTR0002', date: today });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe(SPONSOR_PAYMENT_ALREADY_VERIFIED);
  });

  it('is invoiced once however often asked, for the price and the tax, to the organisation, and listed in the accounts', async () => {
    const sponsor = await recordSponsor();
    const verified = await post(`/api/admin/sponsors/${sponsor.id}/payment`, {
      reference: 'UTR0003',
      date: venueDate(await suiteNow()),
    });
    expect(verified.status).toBe(200);

    // Asked again, five at once, as a double-clicked button would: the one invoice the payment issued.
    const { sponsor: paid } = await dataOf<{ sponsor: SponsorView }>(verified);
    const issued = await Promise.all(
      Array.from({ length: 5 }, async () =>
        dataOf<{ sponsor: SponsorView }>(await post(`/api/admin/sponsors/${sponsor.id}/invoice`, undefined)),
      ),
    );
    expect(issued.map((answer) => answer.sponsor.invoice)).toEqual(Array(5).fill(paid.invoice));
    const invoice = paid.invoice;
    expect((await db.collection('invoices').where('sponsorId', '==', sponsor.id).get()).size).toBe(1);
    const shown = await dataOf<{ sponsor: SponsorView }>(
      await callApi('GET', `/api/admin/sponsors/${sponsor.id}`, { token: adminToken }),
    );
    expect(shown.sponsor.invoice).toEqual(invoice);
    // To a GSTIN, e-invoiced: no invoice to send until the portal registers it, and the view says
    // so until its answer is imported.
    expect(invoice?.awaitsIrn).toBe(true);
    await registerOnPortal(invoice?.number ?? '?', adminToken);
    const registered = await dataOf<{ sponsor: SponsorView }>(
      await callApi('GET', `/api/admin/sponsors/${sponsor.id}`, { token: adminToken }),
    );
    expect(registered.sponsor.invoice).toEqual({ ...invoice, awaitsIrn: false });

    const pdf = await callForFile('GET', `/api/admin/sponsors/${sponsor.id}/invoice`, { token: adminToken });
    expect(pdf.type).toBe('application/pdf');
    const text = (await pdfPageTexts(pdf.bytes())).join('\n');
    for (const expected of [invoice?.number ?? '?', sponsor.organisation.name, GSTIN, `${dearest.level} sponsorship`]) {
      expect(text).toContain(expected);
    }
    // Rule 48: the recipient's original, and the supplier's duplicate when asked for.
    expect(text).toContain('ORIGINAL FOR RECIPIENT');
    const duplicate = await callForFile('GET', `/api/admin/sponsors/${sponsor.id}/invoice?copy=supplier`, {
      token: adminToken,
    });
    const duplicateText = (await pdfPageTexts(duplicate.bytes())).join('\n');
    expect(duplicateText).toContain('DUPLICATE FOR SUPPLIER');
    expect(duplicateText).toContain(invoice?.number ?? '?');

    const period = String(financialYearOf(invoice?.date ?? ''));
    const accounts = await dataOf<AccountsView>(
      await callApi('GET', `/api/admin/accounts?period=${period}`, { token: adminToken }),
    );
    const row = accounts.invoices.find((candidate) => candidate.number === invoice?.number);
    expect(row).toMatchObject({ registrationId: sponsor.id, kind: 'B2B', gstin: GSTIN, total: sponsor.amountDuePaise });
    // Supplied where the sponsor is (Maharashtra), from Karnataka: IGST on the package's price.
    expect(row).toMatchObject({ taxable: sponsor.amount * 100, cgst: 0, sgst: 0, placeOfSupply: 'Maharashtra (27)' });
    expect(row?.igst).toBe(sponsor.amountDuePaise - sponsor.amount * 100);
  });

  it('refuses a document number that none could be, by its shape, before anything is read', async () => {
    const sponsor = await recordSponsor();
    const path = `/api/admin/sponsors/${sponsor.id}/invoice`;
    for (const query of [
      `number=${encodeURIComponent('../invoices/x')}`,
      `number=${'D'.repeat(2_000)}`,
      `number=${encodeURIComponent('DEMO 2526 1')}`,
      'number=DEMO%2F2526%2F1&number=DEMO%2F2526%2F2',
      'number=',
    ]) {
      const refused = await callApi('GET', `${path}?${query}`, { token: adminToken });
      expect(refused.status, query).toBe(400);
      expect(await refused.json()).toEqual({ success: false, error: DOCUMENT_NUMBER_INVALID });
    }
    expect((await db.collection('invoices').where('sponsorId', '==', sponsor.id).get()).size).toBe(0);
  });

  it('is withdrawn with a credit note against its invoice, never a deleted invoice, and invoiced anew once verified again', async () => {
    const sponsor = await recordSponsor();
    const path = `/api/admin/sponsors/${sponsor.id}/payment`;
    const nothing = await post(`${path}/withdrawal`, { reason: 'Recorded against the wrong sponsor.' });
    expect(nothing.status).toBe(409);
    expect(await errorOf(nothing)).toBe(SPONSOR_NO_PAYMENT_TO_WITHDRAW);

    const today = venueDate(await suiteNow());
    const paid = await post(path, { reference: 'UTR0004', date: today });
    expect(paid.status).toBe(200);
    const first = (await dataOf<{ sponsor: SponsorView }>(paid)).sponsor.invoice ?? { number: '?', date: '?' };

    const withdrawn = await post(`${path}/withdrawal`, { reason: 'The transfer bounced.' });
    expect(withdrawn.status).toBe(200);
    const { sponsor: after } = await dataOf<{ sponsor: SponsorView }>(withdrawn);
    expect(after.payment).toBeNull();
    expect(after.invoice).toBeNull();
    expect(after.withdrawn).toMatchObject({
      reason: 'The transfer bounced.',
      creditNote: { date: first.date },
      invoice: { number: first.number, date: first.date },
    });
    const creditNumber = after.withdrawn?.creditNote?.number ?? '?';
    // Against a B2B invoice, the credit note too waits for the portal before it is sent.
    expect(after.withdrawn?.creditNote?.awaitsIrn).toBe(true);

    // The invoice stands, marked as cancelled by the credit note, which is in the register against it.
    const invoices = await db.collection('invoices').where('sponsorId', '==', sponsor.id).get();
    expect(invoices.docs.map((doc) => doc.data().creditNote)).toEqual([{ number: creditNumber, date: first.date }]);
    const period = String(financialYearOf(first.date));
    const accounts = await dataOf<AccountsView>(
      await callApi('GET', `/api/admin/accounts?period=${period}`, { token: adminToken }),
    );
    expect(accounts.creditNotes.find((row) => row.number === creditNumber)).toMatchObject({
      registrationId: sponsor.id,
      against: first.number,
      total: sponsor.amountDuePaise,
    });
    const note = await callForFile('GET', `/api/admin/sponsors/${sponsor.id}/credit-note`, { token: adminToken });
    expect(note.type).toBe('application/pdf');
    const text = (await pdfPageTexts(note.bytes())).join('\n');
    for (const expected of [creditNumber, first.number, 'The transfer bounced.']) expect(text).toContain(expected);
    expect(note.disposition).toBe(`attachment; filename="credit-note-${creditNumber.replaceAll('/', '-')}.pdf"`);
    const gone = await callApi('GET', `/api/admin/sponsors/${sponsor.id}/invoice`, { token: adminToken });
    expect(gone.status).toBe(404);
    // The cancelled invoice is still a document of its own: reproduced by its number.
    const cancelled = await callForFile(
      'GET',
      `/api/admin/sponsors/${sponsor.id}/invoice?number=${encodeURIComponent(first.number)}`,
      { token: adminToken },
    );
    expect(cancelled.type).toBe('application/pdf');
    expect((await pdfPageTexts(cancelled.bytes())).join('\n')).toContain(first.number);
    const unknown = await callApi(
      'GET',
      `/api/admin/sponsors/${sponsor.id}/invoice?number=${encodeURIComponent(creditNumber)}`,
      { token: adminToken },
    );
    expect(unknown.status).toBe(404);

    // Verified again: a new invoice, numbered after the first.
    const again = await post(path, { reference: 'UTR0005', date: today });
    expect(again.status).toBe(200);
    const second = (await dataOf<{ sponsor: SponsorView }>(again)).sponsor.invoice;
    expect(second?.number).not.toBe(first.number);
    expect((await db.collection('invoices').where('sponsorId', '==', sponsor.id).get()).size).toBe(2);
  });
});
