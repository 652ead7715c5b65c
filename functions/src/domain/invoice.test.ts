import { describe, expect, it } from 'vitest';
import { rupeesInWords } from './amount-in-words';
import { invoiceNeedsState, invoiceParticulars, invoicingFactsOf, type InvoicingFacts } from './invoice';
import { HOST_FACTS, gstinOf as gstin } from './invoicing.test-support';

// A fictional host in Karnataka (29), the event there too.
const FACTS: InvoicingFacts = HOST_FACTS;
const lines = [{ description: 'Paper registration, ICEI 2025, 7–9 Nov 2025', quantity: 2, amountRupees: 28_320 }];
const issue = (facts: InvoicingFacts, recipient: Parameters<typeof invoiceParticulars>[0]['recipient']) =>
  invoiceParticulars({
    facts,
    supply: 'admission',
    number: 'ICEI/2526/7',
    date: '2025-11-10',
    recipient,
    lines,
    ratePercent: 18,
  });

describe('a tax invoice’s particulars', () => {
  it('to a person (B2C): CGST and SGST where the event is held, the total in figures and words, no reverse charge', () => {
    const invoice = issue(FACTS, { name: 'Asha Rao', address: 'Pune, Maharashtra' });
    expect(invoice.kind).toBe('B2C');
    expect(invoice.placeOfSupply).toEqual({ code: '29', name: 'Karnataka' });
    expect(invoice.supplier).toMatchObject({ stateCode: '29', stateName: 'Karnataka' });
    expect(invoice.tax).toMatchObject({ kind: 'intra-state', total: 2_832_000, igst: 0 });
    expect(invoice.tax.cgst).toBe(invoice.tax.sgst);
    expect(invoice.totalInWords).toBe(rupeesInWords(2_832_000));
    expect(invoice.reverseCharge).toBe(false);
    expect(invoice).toMatchObject({ number: 'ICEI/2526/7', date: '2025-11-10', sacCode: '998596' });
  });

  it('carries the SAC of what it supplies: admission and sponsorship are classified apart', () => {
    const recipient = { name: 'Asha Rao', address: 'Pune, Maharashtra' };
    const of = (supply: 'admission' | 'sponsorship') =>
      invoiceParticulars({
        facts: FACTS,
        supply,
        number: 'ICEI/2526/7',
        date: '2025-11-10',
        recipient,
        lines,
        ratePercent: 18,
      });
    expect(of('admission').sacCode).toBe(FACTS.sac.admission);
    expect(of('sponsorship').sacCode).toBe(FACTS.sac.sponsorship);
    expect(FACTS.sac.admission).not.toBe(FACTS.sac.sponsorship);
  });

  it('to an institution with a GSTIN in another state (B2B): still supplied where the event is, unless the edition says otherwise', () => {
    const institute = { name: 'Pune Institute', address: 'Pune', gstin: gstin('27', 'AAACP5678L').toLowerCase() };
    const atEvent = issue(FACTS, institute);
    expect(atEvent.kind).toBe('B2B');
    expect(atEvent.recipient.gstin).toBe(institute.gstin.toUpperCase());
    expect(atEvent.tax.kind).toBe('intra-state');
    const atRecipient = issue({ ...FACTS, placeOfSupply: 'recipient-state' }, institute);
    expect(atRecipient.placeOfSupply).toEqual({ code: '27', name: 'Maharashtra' });
    expect(atRecipient.tax).toMatchObject({ kind: 'inter-state', cgst: 0, sgst: 0 });
    expect(atRecipient.tax.taxable + atRecipient.tax.igst).toBe(2_832_000);
  });

  it('sponsorship to a recipient without a GSTIN is supplied where the event is (s. 12(7)(b)), whatever its state', () => {
    const foundation = { name: 'Mumbai Foundation', address: 'Mumbai', stateCode: '27' };
    const unregistered = issue({ ...FACTS, placeOfSupply: 'recipient-state' }, foundation);
    expect(unregistered.kind).toBe('B2C');
    expect(unregistered.placeOfSupply.code).toBe(FACTS.eventStateCode);
    expect(unregistered.tax).toMatchObject({ kind: 'intra-state', igst: 0 });
    expect(unregistered.tax.cgst).toBe(unregistered.tax.sgst);
  });

  it('refuses a recipient GSTIN that is none', () => {
    expect(() => issue(FACTS, { name: 'X', address: 'Y', gstin: '27AAPFU0939F1ZW' })).toThrow(RangeError);
  });
});

describe('the edition’s invoicing facts', () => {
  it('are complete only with each of them, and otherwise name every one missing', () => {
    expect(invoicingFactsOf(FACTS)).toEqual({ complete: true, facts: FACTS });
    expect(invoicingFactsOf(undefined)).toEqual({
      complete: false,
      missing: [
        "the supplier's name, address and GSTIN",
        'the SAC codes (admission, sponsorship)',
        "the invoice numbers' prefix",
        "the event's state",
        'the signatory',
      ],
    });
    const { sac: _sac, ...withoutSac } = FACTS;
    expect(invoicingFactsOf(withoutSac)).toEqual({
      complete: false,
      missing: ['the SAC codes (admission, sponsorship)'],
    });
  });
});

describe('the state a registrant invoiced as themselves must give (rule 46(e))', () => {
  const person = { country: 'India', state: '' };
  // 18%: ₹59,000 holds a taxable value of exactly ₹50,000.
  it('is asked for from a taxable value of ₹50,000, and not below', () => {
    expect(invoiceNeedsState(person, 59_000, 18)).toBe(true);
    expect(invoiceNeedsState(person, 58_999, 18)).toBe(false);
  });

  it('is one of the GST list, as typed in any case; an institution’s billing or an address abroad asks for none', () => {
    expect(invoiceNeedsState({ ...person, state: ' karnataka ' }, 77_500, 18)).toBe(false);
    expect(invoiceNeedsState({ ...person, state: 'Karnatka' }, 77_500, 18)).toBe(true);
    expect(invoiceNeedsState({ ...person, billing: { stateCode: '29' } }, 77_500, 18)).toBe(false);
    expect(invoiceNeedsState({ ...person, country: 'Germany' }, 77_500, 18)).toBe(false);
  });
});
