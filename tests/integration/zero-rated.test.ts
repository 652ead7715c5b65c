// Zero-rated supplies through the API, with the edition's demo supplier and its Letter of
// Undertaking for 2025-26 (the suite's year): a sponsor abroad owes the package's price alone and
// is invoiced as an export without IGST, supplied outside India; a registrant whose institution is
// an SEZ unit is invoiced the fee with no tax in it; each is reported to the IRP as its supply type,
// printed with rule 46's endorsement, and credited as it was invoiced. Bad billing is refused with
// the field's sentence and stores nothing.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountsView } from '../../functions/src/domain/api/accounts';
import type { SponsorView } from '../../functions/src/domain/api/sponsors';
import { eInvoiceProblems, type EInvoiceJson } from '../../functions/src/domain/e-invoice';
import { OUTSIDE_INDIA, gstinCheckCharacter } from '../../functions/src/domain/gstin';
import { lutYearOf } from '../../functions/src/domain/invoice';
import { INCLUSIVE_OF_TAX, ZERO_RATED_SEZ } from '../../functions/src/domain/conference';
import { financialYearOf } from '../../functions/src/domain/invoice-number';
import { GSTIN_NOT_ABROAD, SEZ_GSTIN_REQUIRED } from '../../functions/src/domain/messages';
import { SPONSORSHIP } from '../../functions/src/domain/sponsorship';
import { venueDate } from '../../functions/src/domain/venue-time';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi, callForFile } from '../support/api';
import { idTokenFor } from '../support/auth';
import { suiteNow } from '../support/clock';
import { EDITION_FACTS } from '../support/invoicing';
import { pdfPageTexts } from '../support/pdf';
import { issuedInvoiceOf, paidRegistration, participant, submitRegistration } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
let adminToken = '';
beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

const [LUT] = EDITION_FACTS.lut;
const [PACKAGE] = SPONSORSHIP?.packages ?? [];
const SEZ_GSTIN = `29AAACS7777E1Z${gstinCheckCharacter('29AAACS7777E1Z')}`;

const get = (path: string) => callApi('GET', path, { token: adminToken });
const dataOf = async <T>(response: Response) => ((await response.json()) as { data: T }).data;
const attendee = () => ({ ...participant(), ...tierFields(individualTier({ ieee: false })) });

async function registerRow(number: string, date: string) {
  const accounts = await dataOf<AccountsView>(await get(`/api/admin/accounts?period=${financialYearOf(date)}`));
  return {
    invoice: accounts.invoices.find((row) => row.number === number),
    creditNotes: accounts.creditNotes.filter((row) => row.against === number),
  };
}

/** The document's e-invoice JSON as the accounts section downloads it, checked against INV-01's rules. */
async function eInvoiceOf(number: string): Promise<EInvoiceJson> {
  const file = await callForFile('GET', `/api/admin/e-invoices.json?number=${encodeURIComponent(number)}`, {
    token: adminToken,
  });
  expect(file.status).toBe(200);
  const json = file.json as unknown as EInvoiceJson;
  expect(eInvoiceProblems(json)).toEqual([]);
  return json;
}

describe('zero-rated supplies', () => {
  it('need the suite’s edition to invoice under an LUT of this year and sell a package', async () => {
    expect(LUT?.financialYear).toBe(lutYearOf(venueDate(await suiteNow())));
    expect(PACKAGE).toBeDefined();
    // The administrators' form is told so, to price a zero-rated package as the server records it.
    const { sponsorship } = await dataOf<{ sponsorship: { zeroRatedWithoutTax: boolean } }>(
      await get('/api/admin/sponsors'),
    );
    expect(sponsorship.zeroRatedWithoutTax).toBe(true);
  });

  it('to a sponsor abroad: the price alone, an export without IGST, outside India, as the IRP and the PDF say', async () => {
    const recorded = await callApi('POST', '/api/admin/sponsors', {
      token: adminToken,
      json: {
        organisation: {
          name: `Informatik Verein ${Math.random().toString(36).slice(2, 8)}`,
          address: 'Am Campus 1\n52062 Aachen',
          stateCode: OUTSIDE_INDIA,
          country: 'de',
        },
        level: PACKAGE?.level,
        contact: { name: 'Jana Keller', email: 'jana@verein.example.org' },
      },
    });
    expect(recorded.status).toBe(201);
    const { sponsor } = await dataOf<{ sponsor: SponsorView }>(recorded);
    expect(sponsor.organisation).toMatchObject({ stateCode: OUTSIDE_INDIA, country: 'DE' });
    expect(sponsor.amountDuePaise).toBe((PACKAGE?.amount ?? 0) * 100);

    const paid = await callApi('POST', `/api/admin/sponsors/${sponsor.id}/payment`, {
      token: adminToken,
      json: { reference: 'SWIFT-ZR-1', date: venueDate(await suiteNow()) },
    });
    expect(paid.status).toBe(200);
    const invoice = (await dataOf<{ sponsor: SponsorView }>(paid)).sponsor.invoice;
    if (!invoice) throw new Error('The verified payment issued no invoice.');

    const { invoice: row } = await registerRow(invoice.number, invoice.date);
    expect(row).toMatchObject({
      supply: 'EXPWOP',
      gstin: null,
      placeOfSupply: `Outside India (${OUTSIDE_INDIA})`,
      taxable: sponsor.amountDuePaise,
      igst: 0,
      cgst: 0,
      sgst: 0,
      total: sponsor.amountDuePaise,
    });
    const json = await eInvoiceOf(invoice.number);
    expect(json.TranDtls.SupTyp).toBe('EXPWOP');
    expect(json.ExpDtls?.CntCode).toBe('DE');
    expect(json.BuyerDtls.Pos).toBe(OUTSIDE_INDIA);

    const pdf = await callForFile('GET', `/api/admin/sponsors/${sponsor.id}/invoice`, { token: adminToken });
    const text = (await pdfPageTexts(pdf.bytes())).join('\n');
    for (const expected of ['Germany', `ARN ${LUT?.arn}`, 'without payment of integrated tax', 'Outside India (96)']) {
      expect(text).toContain(expected);
    }
  });

  // A paid registration (its invoice PDF, pass and mails), two e-invoices, the invoice's PDF and an undo with its
  // credit note: 45 s leaves a machine three times slower room (docs/development.md, "Timeouts and why").
  it(
    'to an SEZ unit: the fee with no tax in it, reported as SEZWOP, and its credit note without tax too',
    { timeout: 45_000 },
    async () => {
      const billing = {
        name: 'Electronics City SEZ Unit',
        address: 'Plot 7, Electronics City SEZ\nBengaluru 560100',
        stateCode: '29',
        gstin: SEZ_GSTIN,
        sez: true,
      };
      const id = await paidRegistration({ ...attendee(), billing }, { adminToken, referencePrefix: 'SEZ' });
      const invoice = await issuedInvoiceOf(id);
      // Its mail does not call the amount inclusive of a tax it does not hold.
      const verified = String((await db.doc(`mail/${id}-payment-verified-1`).get()).get('message.text'));
      expect(verified).toContain(`(${ZERO_RATED_SEZ})`);
      expect(verified).not.toContain(INCLUSIVE_OF_TAX);
      const { invoice: row } = await registerRow(invoice.number, invoice.date);
      const fee = (await db.doc(`registrations/${id}`).get()).get('totalAmount') as number;
      // Within the host's own state, and still no CGST or SGST: a supply to an SEZ is inter-state.
      expect(row).toMatchObject({ supply: 'SEZWOP', gstin: SEZ_GSTIN, taxable: fee * 100, igst: 0, cgst: 0, sgst: 0 });
      const json = await eInvoiceOf(invoice.number);
      expect(json.TranDtls.SupTyp).toBe('SEZWOP');

      // Read as the accounts do: the registrant is sent it once the portal has registered it.
      const pdf = await callForFile('GET', `/api/registrations/${id}/invoice`, { token: adminToken });
      const text = (await pdfPageTexts(pdf.bytes())).join('\n');
      expect(text).toContain('SEZ');
      expect(text).toContain(`ARN ${LUT?.arn}`);

      expect((await callApi('POST', `/api/verify/undo-verification/${id}`, { token: adminToken })).status).toBe(200);
      const { creditNotes } = await registerRow(invoice.number, invoice.date);
      expect(creditNotes).toHaveLength(1);
      expect(creditNotes[0]).toMatchObject({ supply: 'SEZWOP', taxable: fee * 100, igst: 0, cgst: 0, sgst: 0 });
      expect((await eInvoiceOf(creditNotes[0]?.number ?? '')).TranDtls.SupTyp).toBe('SEZWOP');
    },
  );

  it('refuses billing abroad with a GSTIN, or an SEZ without one, with the field’s sentence, storing nothing', async () => {
    for (const [billing, message] of [
      [
        { name: 'Abroad', address: 'Paris', stateCode: OUTSIDE_INDIA, country: 'FR', gstin: SEZ_GSTIN },
        GSTIN_NOT_ABROAD,
      ],
      [{ name: 'Unit', address: 'Bengaluru 560100', stateCode: '29', sez: true }, SEZ_GSTIN_REQUIRED],
    ] as const) {
      const person = attendee();
      const { status, body } = await submitRegistration({ ...person, billing });
      expect(status).toBe(400);
      expect(body.error).toBe(message);
      expect((await db.collection('registrations').where('email', '==', person.email).count().get()).data().count).toBe(
        0,
      );
    }
  });
});
