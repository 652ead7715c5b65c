// Zero-rated supplies (IGST Act s. 16) from the recipient to the returns: an SEZ unit or developer,
// or a sponsor abroad, invoiced with IGST or, in a year with a Letter of Undertaking, without it;
// and admission to a recipient abroad, which stays a supply where the event is (s. 13(5)).
import { describe, expect, it } from 'vitest';
import { creditNoteParticulars } from './credit-note';
import { eInvoiceInputOf, isEInvoiced } from './e-invoice-documents';
import { eInvoiceJsonOrProblems, eInvoiceProblems } from './e-invoice';
import { EDITION } from './edition';
import { editionSchema } from './edition-schema';
import { creditNoteReturnDocument, invoiceReturnDocument } from './gst-returns';
import { OUTSIDE_INDIA } from './gstin';
import {
  invoiceParticulars,
  isWithoutTax,
  lutYearOf,
  zeroRatedEndorsement,
  type InvoiceRecipient,
  type InvoicingFacts,
  type SupplyKind,
} from './invoice';
import { HOST_FACTS, HOST_WITH_LUT, gstinOf } from './invoicing.test-support';

const SEZ_UNIT: InvoiceRecipient = {
  name: 'Software Park SEZ Unit',
  address: 'Plot 4, Electronics City SEZ\nBengaluru 560100',
  // In the host's own state: a supply to an SEZ is still inter-state (s. 7(5)(b)).
  gstin: gstinOf('29', 'AAACS1111S'),
  stateCode: '29',
  sez: true,
};
const ABROAD: InvoiceRecipient = {
  name: 'Informatics Society e.V.',
  address: 'Am Campus 1\n52062 Aachen',
  stateCode: OUTSIDE_INDIA,
  country: 'DE',
};

/** Each zero-rated case, under each way of invoicing it (with IGST, under an LUT). */
const ZERO_RATED = [HOST_FACTS, HOST_WITH_LUT].flatMap((facts) =>
  (
    [
      [SEZ_UNIT, 'admission'],
      [ABROAD, 'sponsorship'],
    ] as const
  ).map(([recipient, supply]) => ({ facts, recipient, supply })),
);

const issue = (facts: InvoicingFacts, recipient: InvoiceRecipient, supply: SupplyKind, date = '2025-10-20') =>
  invoiceParticulars({
    // Sponsorship is supplied where the sponsor is (services/sponsors.ts says so to the domain).
    facts: supply === 'sponsorship' ? { ...facts, placeOfSupply: 'recipient-state' } : facts,
    supply,
    number: 'ICEI/2526/40',
    date,
    recipient,
    lines: [{ description: `${supply} of ICEI 2025`, quantity: 1, amountRupees: 1_18_000 }],
    ratePercent: 18,
  });

describe('a zero-rated supply', () => {
  it('to an SEZ unit bears IGST only, in its own state too, unless an LUT of the year covers it', () => {
    for (const supply of ['admission', 'sponsorship'] as const) {
      const paid = issue(HOST_FACTS, SEZ_UNIT, supply);
      expect(paid.supply).toBe('SEZWP');
      expect(paid.tax).toMatchObject({ kind: 'inter-state', cgst: 0, sgst: 0 });
      expect(paid.tax.igst).toBeGreaterThan(0);
      expect(paid.tax.taxable + paid.tax.igst).toBe(paid.tax.total);
      expect(paid.zeroRated).toEqual({ to: 'sez', lut: null });

      const underLut = issue(HOST_WITH_LUT, SEZ_UNIT, supply);
      expect(underLut.supply).toBe('SEZWOP');
      expect(underLut.tax).toMatchObject({ igst: 0, cgst: 0, sgst: 0, taxable: underLut.tax.total });
      expect(underLut.zeroRated).toEqual({ to: 'sez', lut: HOST_WITH_LUT.lut[0]?.arn });
    }
  });

  it('uses an LUT only in its own financial year', () => {
    const [letter] = HOST_WITH_LUT.lut;
    expect(lutYearOf('2025-04-01')).toBe(letter?.financialYear);
    expect(lutYearOf('2026-03-31')).toBe(letter?.financialYear);
    expect(issue(HOST_WITH_LUT, SEZ_UNIT, 'admission', '2026-03-31').supply).toBe('SEZWOP');
    expect(issue(HOST_WITH_LUT, SEZ_UNIT, 'admission', '2026-04-01').supply).toBe('SEZWP');
    expect(issue(HOST_WITH_LUT, SEZ_UNIT, 'admission', '2025-03-31').supply).toBe('SEZWP');
  });

  it('of sponsorship to a sponsor abroad is an export, supplied outside India (s. 13(2))', () => {
    const paid = issue(HOST_FACTS, ABROAD, 'sponsorship');
    expect(paid).toMatchObject({ supply: 'EXPWP', placeOfSupply: { code: OUTSIDE_INDIA }, kind: 'B2C' });
    expect(paid.tax).toMatchObject({ kind: 'inter-state', cgst: 0, sgst: 0 });
    const underLut = issue(HOST_WITH_LUT, ABROAD, 'sponsorship');
    expect(underLut.supply).toBe('EXPWOP');
    expect(underLut.tax.taxable).toBe(underLut.tax.total);
  });

  it('is never admission to a recipient abroad: it is supplied where the event is, taxed as any other', () => {
    for (const facts of [HOST_FACTS, HOST_WITH_LUT]) {
      const admission = issue(facts, ABROAD, 'admission');
      expect(admission).toMatchObject({ supply: 'B2C', zeroRated: null });
      expect(admission.placeOfSupply.code).toBe(facts.eventStateCode);
      expect(admission.tax.kind).toBe('intra-state');
      expect(admission.tax).toEqual(issue(facts, { name: 'Asha Rao', address: 'Dharwad' }, 'admission').tax);
    }
  });

  it('carries rule 46’s endorsement: with IGST, or under the LUT it names', () => {
    const withLut = issue(HOST_WITH_LUT, ABROAD, 'sponsorship').zeroRated;
    const paid = issue(HOST_FACTS, SEZ_UNIT, 'admission').zeroRated;
    if (!withLut || !paid) throw new Error('zero-rated supplies carry an endorsement');
    expect(zeroRatedEndorsement(withLut)).toContain(HOST_WITH_LUT.lut[0]?.arn);
    expect(zeroRatedEndorsement(withLut)).toMatch(/export.*without payment of integrated tax/);
    expect(zeroRatedEndorsement(paid)).toMatch(/SEZ.*on payment of integrated tax/);
  });

  it('is credited as it was invoiced: a credit note in part bears no tax where the invoice bore none', () => {
    for (const { facts, recipient, supply } of ZERO_RATED) {
      const invoice = issue(facts, recipient, supply);
      const note = creditNoteParticulars(invoice, {
        number: 'ICEI/CN/2526/4',
        date: '2025-11-02',
        reason: 'Part refund',
        totalPaise: 33_333,
      });
      expect(note.supply).toBe(invoice.supply);
      expect(note.zeroRated).toEqual(invoice.zeroRated);
      expect(note.tax.taxable + note.tax.igst + note.tax.cgst + note.tax.sgst).toBe(33_333);
      expect(note.tax.cgst + note.tax.sgst).toBe(0);
      expect(note.tax.igst === 0).toBe(isWithoutTax(invoice.supply));
    }
  });

  it('is reported in the returns and to the IRP as its kind, passing the e-invoice’s rules', () => {
    for (const { facts, recipient, supply } of ZERO_RATED) {
      const invoice = issue(facts, recipient, supply);
      const note = creditNoteParticulars(invoice, { number: 'ICEI/CN/2526/4', date: '2025-11-02', reason: 'Refund' });
      expect(invoiceReturnDocument(invoice).supply).toBe(invoice.supply);
      expect(creditNoteReturnDocument(note, invoice).against?.supply).toBe(invoice.supply);
      for (const document of [invoice, note]) {
        expect(isEInvoiced(document)).toBe(true);
        const made = eInvoiceJsonOrProblems(eInvoiceInputOf(document));
        if (!('json' in made)) throw new Error(made.problems.join('; '));
        expect(eInvoiceProblems(made.json)).toEqual([]);
        expect(made.json.TranDtls.SupTyp).toBe(invoice.supply);
      }
    }
    expect(() => eInvoiceInputOf(issue(HOST_FACTS, ABROAD, 'admission'))).toThrow(RangeError);
  });
});

describe("an edition's Letters of Undertaking", () => {
  const withLut = (lut: unknown) =>
    editionSchema.safeParse({ ...EDITION, invoicing: { ...HOST_FACTS, demo: undefined, lut } });

  it('are an ARN as filed and a financial year written as the portal writes it', () => {
    expect(withLut([{ arn: 'AD290425000123Q', financialYear: '2025-26' }]).success).toBe(true);
    expect(withLut([{ arn: 'AD291299000123Q', financialYear: '2099-00' }]).success).toBe(true);
    expect(withLut([]).success).toBe(true);
    for (const financialYear of ['2025-27', '2025', '25-26', '2025-2026']) {
      const result = withLut([{ arn: 'AD290425000123Q', financialYear }]);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['a financial year written 2025-26']);
    }
    for (const arn of ['AD29042500012', 'XX290425000123Q', 'ad290425000123q']) {
      expect(withLut([{ arn, financialYear: '2025-26' }]).success).toBe(false);
    }
  });
});
