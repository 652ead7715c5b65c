// GSTR-1 through the API, for the month the suite runs in: made of what the registrations' and
// sponsors' verifications issued (an export among them) and an undo credited, each table equal to
// the registers' rows that belong in it by the return's rules, the whole agreeing with the
// registers to the paisa, and the download in the portal's form. Alone: it reads every document of the month, which another test
// could add to between the two reads.
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsSchema, gstr1SummarySchema, type AccountsView } from '../../functions/src/domain/api/accounts';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { B2CL_THRESHOLD } from '../../functions/src/domain/gstr1';
import { RETURN_PERIOD_INVALID } from '../../functions/src/domain/messages';
import { SPONSORSHIP } from '../../functions/src/domain/sponsorship';
import { z } from '../../functions/src/domain/zod';
import { venueDate } from '../../functions/src/domain/venue-time';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';
import { suiteNow } from '../support/clock';
import { EDITION_FACTS, gstinOf } from '../support/invoicing';
import { issuedInvoiceOf, paidRegistration, participant } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

let adminToken = '';
beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

const get = async (path: string) => callApi('GET', path, { token: adminToken });

type Row = AccountsView['invoices'][number];
const stateCodeOf = (row: Row) => /\((\d\d)\)$/.exec(row.placeOfSupply)?.[1] ?? '';
const sum = (rows: readonly Row[]) => ({
  documents: rows.length,
  taxable: rows.reduce((total, row) => total + row.taxable, 0),
  igst: rows.reduce((total, row) => total + row.igst, 0),
  cgst: rows.reduce((total, row) => total + row.cgst, 0),
  sgst: rows.reduce((total, row) => total + row.sgst, 0),
  value: rows.reduce((total, row) => total + row.total, 0),
});

/** A sponsor abroad recorded and its payment verified: an export's invoice, by its number. */
async function exportedSponsorship(): Promise<string> {
  const recorded = await callApi('POST', '/api/admin/sponsors', {
    token: adminToken,
    json: {
      organisation: {
        name: 'Export Sponsor GmbH',
        address: 'Hauptstrasse 1\n10115 Berlin',
        stateCode: '96',
        country: 'DE',
      },
      level: SPONSORSHIP?.packages[0]?.level,
      contact: { name: 'Lena Vogel', email: 'lena@export-sponsor.example.org' },
    },
  });
  const { sponsor } = dataBody(z.object({ sponsor: z.object({ id: z.string() }) })).parse(await recorded.json()).data;
  const paid = await callApi('POST', `/api/admin/sponsors/${sponsor.id}/payment`, {
    token: adminToken,
    json: { reference: `SWIFT-${sponsor.id}`, date: venueDate(await suiteNow()) },
  });
  const answer = dataBody(z.object({ sponsor: z.object({ invoice: z.object({ number: z.string() }) }) })).parse(
    await paid.json(),
  );
  return answer.data.sponsor.invoice.number;
}

describe('GSTR-1 of a month', () => {
  it("holds the registers' documents in their tables, to the paisa, and downloads in the portal's form", async () => {
    const attendee = () => ({ ...participant(), ...tierFields(individualTier({ ieee: false })) });
    const institution = { name: 'Tamil Nadu Institute', address: '12 Beach Road\nChennai 600001', stateCode: '33' };
    const [b2b, b2c, undone] = await Promise.all([
      paidRegistration(
        { ...attendee(), billing: { ...institution, gstin: gstinOf('33', 'AAACK4321M') } },
        { adminToken, referencePrefix: 'GSTR' },
      ),
      paidRegistration(attendee(), { adminToken, referencePrefix: 'GSTR' }),
      paidRegistration(attendee(), { adminToken, referencePrefix: 'GSTR' }),
    ]);
    const invoice = await issuedInvoiceOf(b2b);
    await issuedInvoiceOf(b2c);
    const exported = await exportedSponsorship();
    expect((await callApi('POST', `/api/verify/undo-verification/${undone}`, { token: adminToken })).status).toBe(200);

    const month = venueDate(await suiteNow()).slice(0, 7);
    const registers = dataBody(accountsSchema).parse(
      await (await get(`/api/admin/accounts?period=${month}`)).json(),
    ).data;
    const answer = await get(`/api/admin/accounts/gstr1?period=${month}`);
    expect(answer.status).toBe(200);
    const summary = dataBody(gstr1SummarySchema).parse(await answer.json()).data;

    // Each table, by the return's rules over the registers' rows: B2B and SEZ supplies under the
    // buyer's GSTIN, exports apart, large inter-state B2C invoices apart from the small ones.
    const supplierState = EDITION_FACTS.supplier.gstin.slice(0, 2);
    const registered = (row: Row) => ['B2B', 'SEZWP', 'SEZWOP'].includes(row.supply);
    const exports = (row: Row) => row.supply === 'EXPWP' || row.supply === 'EXPWOP';
    const b2cLarge = (row: Row) =>
      row.supply === 'B2C' && stateCodeOf(row) !== supplierState && row.total > B2CL_THRESHOLD;
    const unregisteredNote = new Set(
      registers.invoices.filter((row) => b2cLarge(row) || exports(row)).map((row) => row.number),
    );
    const invoicesB2c = registers.invoices.filter((row) => row.supply === 'B2C' && !b2cLarge(row));
    const notesB2c = registers.creditNotes.filter(
      (row) => row.supply === 'B2C' && !unregisteredNote.has(row.against ?? ''),
    );
    expect(registers.invoices.filter(exports).map((row) => row.number)).toContain(exported);
    expect(summary.tables.b2b).toEqual(sum(registers.invoices.filter(registered)));
    expect(summary.tables.exp).toEqual(sum(registers.invoices.filter(exports)));
    expect(summary.tables.b2cl).toEqual(sum(registers.invoices.filter(b2cLarge)));
    expect(summary.tables.cdnr).toEqual(sum(registers.creditNotes.filter(registered)));
    expect(summary.tables.cdnur).toEqual(
      sum(registers.creditNotes.filter((row) => unregisteredNote.has(row.against ?? ''))),
    );
    const small = sum(invoicesB2c);
    const smallCredited = sum(notesB2c);
    expect(summary.tables.b2cs).toMatchObject({
      taxable: small.taxable - smallCredited.taxable,
      value: small.value - smallCredited.value,
      igst: small.igst - smallCredited.igst,
    });
    // The whole: the registers' invoices less credit notes, and the tables agree with it.
    expect(summary.reconciliation.net).toEqual({
      taxable: registers.totals.net.taxable,
      igst: registers.totals.net.igst,
      cgst: registers.totals.net.cgst,
      sgst: registers.totals.net.sgst,
      value: registers.totals.net.total,
    });
    expect(summary.reconciles).toBe(true);
    // Table 13: the numbers issued in the period, by series, are the registers' documents. (Numbers
    // between them issued on other days, as tests that move the clock make, count as not issued here.)
    const issuedIn = (kind: 'invoices' | 'credit-notes') =>
      summary.series.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.total - row.cancelled, 0);
    expect(issuedIn('invoices')).toBe(registers.invoices.length);
    expect(issuedIn('credit-notes')).toBe(registers.creditNotes.length);

    // The download: the B2B invoice under its buyer's GSTIN, in rupees, and the return's period.
    const download = await get(`/api/admin/accounts/gstr1.json?period=${month}`);
    expect(download.status).toBe(200);
    const [year, mm] = month.split('-');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="GSTR1-${EDITION_FACTS.supplier.gstin}-${mm}${year}.json"`,
    );
    const json = (await download.json()) as {
      gstin: string;
      fp: string;
      b2b: { ctin: string; inv: { inum: string; val: number; pos: string }[] }[];
    };
    expect(json).toMatchObject({ gstin: EDITION_FACTS.supplier.gstin, fp: `${mm}${year}` });
    const row = registers.invoices.find((candidate) => candidate.number === invoice.number);
    const buyer = json.b2b.find((entry) => entry.ctin === gstinOf('33', 'AAACK4321M'));
    expect(buyer?.inv.find((entry) => entry.inum === invoice.number)).toMatchObject({
      val: (row?.total ?? 0) / 100,
      pos: stateCodeOf(row as Row),
    });
  });

  it('is refused for a period that is neither a month nor a quarter', async () => {
    for (const period of ['2025', '2025-13', '2025-Q5', '../x']) {
      const refused = await get(`/api/admin/accounts/gstr1.json?period=${encodeURIComponent(period)}`);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ success: false, error: RETURN_PERIOD_INVALID });
    }
  });
});
