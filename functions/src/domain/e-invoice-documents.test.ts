import { describe, expect, it } from 'vitest';
import { creditNoteParticulars } from './credit-note';
import { eInvoiceInputOf, isEInvoiced } from './e-invoice-documents';
import { eInvoiceJsonOrProblems, eInvoiceProblems } from './e-invoice';
import { invoiceParticulars, type InvoicingFacts } from './invoice';
import { HOST_FACTS, gstinOf as gstin } from './invoicing.test-support';

const FACTS: InvoicingFacts = HOST_FACTS;

const issue = (recipient: { name: string; address: string; gstin?: string; stateCode?: string }, facts = FACTS) =>
  invoiceParticulars({
    facts,
    supply: 'admission',
    number: 'ICEI/2526/12',
    date: '2025-10-20',
    recipient,
    lines: [{ description: 'Academia (non-IEEE): registration for ICEI 2025', quantity: 1, amountRupees: 14_160 }],
    ratePercent: 18,
  });

const business = {
  name: 'Tamil Nadu Institute',
  address: 'Attn: Dr Asha Rao\nAccounts Office, 12 Beach Road\nChennai 600001',
  gstin: gstin('33', 'AAACT5678L'),
};

describe("a stored document's e-invoice", () => {
  it('is made for B2B documents only', () => {
    expect(isEInvoiced(issue(business))).toBe(true);
    expect(isEInvoiced(issue({ name: 'Asha Rao', address: 'Chennai 600001' }))).toBe(false);
  });

  it('of an invoice, within the state or between states, passes the schema’s rules and adds up to it as printed', () => {
    for (const facts of [FACTS, { ...FACTS, placeOfSupply: 'recipient-state' as const }]) {
      const invoice = issue(business, facts);
      const made = eInvoiceJsonOrProblems(eInvoiceInputOf(invoice));
      if (!('json' in made)) throw new Error(made.problems.join('; '));
      expect(eInvoiceProblems(made.json)).toEqual([]);
      expect(made.json.DocDtls).toEqual({ Typ: 'INV', No: invoice.number, Dt: '20/10/2025' });
      expect(made.json.ValDtls.TotInvVal * 100).toBeCloseTo(invoice.tax.total, 6);
      expect(made.json.BuyerDtls.Gstin).toBe(business.gstin);
      expect(made.json.BuyerDtls.Pos).toBe(invoice.placeOfSupply.code);
      // The "Attn:" line is whose registration it is, not the buyer's address.
      expect(JSON.stringify(made.json.BuyerDtls)).not.toContain('Attn');
      expect(made.json.ItemList.map((item) => item.HsnCd)).toEqual([FACTS.sac.admission]);
    }
  });

  it('of a credit note, in full or in part, names the invoice it reduces and passes the rules', () => {
    const invoice = issue(business);
    for (const totalPaise of [undefined, 123_457]) {
      const note = creditNoteParticulars(invoice, {
        number: 'ICEI/2526/C3',
        date: '2025-11-02',
        reason: 'Cancelled',
        ...(totalPaise ? { totalPaise } : {}),
      });
      const made = eInvoiceJsonOrProblems(eInvoiceInputOf(note));
      if (!('json' in made)) throw new Error(made.problems.join('; '));
      expect(eInvoiceProblems(made.json)).toEqual([]);
      expect(made.json.DocDtls.Typ).toBe('CRN');
      expect(made.json.RefDtls?.PrecDocDtls).toEqual([{ InvNo: invoice.number, InvDt: '20/10/2025' }]);
      expect(made.json.ValDtls.TotInvVal * 100).toBeCloseTo(note.tax.total, 6);
    }
  });
});
