import { describe, expect, it } from 'vitest';
import type { TaxDocument } from './api/invoice';
import { describeTaxDocument, hasCreditNote } from './tax-documents';

const invoice: TaxDocument = {
  kind: 'invoice',
  number: 'ICEI/2526/7',
  date: '2025-10-15',
  total: 710_000,
  refersTo: null,
};
const creditNote: TaxDocument = {
  kind: 'credit-note',
  number: 'ICEI/2526/C1',
  date: '2025-10-16',
  total: 710_000,
  refersTo: 'ICEI/2526/7',
};

describe('a tax document named for the registrant and the administrator', () => {
  it('gives its kind, number, day and amount to the paisa, and what it cancels or reduces', () => {
    expect(describeTaxDocument(invoice, [invoice])).toMatch(/^Tax invoice ICEI\/2526\/7 of .*2025, ₹7,100\.00$/);
    expect(describeTaxDocument({ ...invoice, refersTo: 'ICEI/2526/C1' }, [])).toMatch(
      /: cancelled by credit note ICEI\/2526\/C1$/,
    );
    expect(describeTaxDocument({ ...creditNote, total: 180_001 }, [])).toMatch(
      /^Credit note ICEI\/2526\/C1 of .*, ₹1,800\.01: against tax invoice ICEI\/2526\/7$/,
    );
  });

  it('says a credit note for part of an invoice (a part refund) reduces it, and one for all of it cancels it', () => {
    const credited = { ...invoice, refersTo: 'ICEI/2526/C1' };
    expect(describeTaxDocument(credited, [credited, { ...creditNote, total: 639_050 }])).toMatch(
      /: reduced by credit note ICEI\/2526\/C1 \(₹6,390\.50\)$/,
    );
    expect(describeTaxDocument(credited, [credited, creditNote])).toMatch(/: cancelled by credit note ICEI\/2526\/C1$/);
  });

  it('counts a list as holding more than the current invoice only when a credit note is in it', () => {
    expect(hasCreditNote(undefined)).toBe(false);
    expect(hasCreditNote([invoice])).toBe(false);
    expect(hasCreditNote([invoice, creditNote])).toBe(true);
  });
});
