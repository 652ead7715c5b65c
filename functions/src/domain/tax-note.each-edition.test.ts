import { describe, expect, it } from 'vitest';
import { INCLUSIVE_OF_TAX, ZERO_RATED_SEZ, taxNoteFor } from './conference';
import { EDITION } from './edition';

const SEZ = { sez: true, gstin: '29AAACM9876Q1ZX' };
/** A day in the financial year an LUT names ("2025-26" → 1 Oct 2025). */
const dayIn = (financialYear: string) => `${financialYear.slice(0, 4)}-10-01`;

describe('what follows a registration’s amount', () => {
  it('is "inclusive of" the tax for everyone but an SEZ unit (its GSTIN given)', () => {
    const day = dayIn(EDITION.invoicing?.lut?.[0]?.financialYear ?? '2025-26');
    expect(taxNoteFor(null, day)).toBe(INCLUSIVE_OF_TAX);
    expect(taxNoteFor({ gstin: SEZ.gstin }, day)).toBe(INCLUSIVE_OF_TAX);
    expect(taxNoteFor({ sez: true }, day)).toBe(INCLUSIVE_OF_TAX);
  });

  it('says no tax is charged to an SEZ unit in a year the edition has an LUT for, and only then', () => {
    const years = (EDITION.invoicing?.lut ?? []).map((letter) => letter.financialYear);
    for (const year of years) expect(taxNoteFor(SEZ, dayIn(year))).toBe(ZERO_RATED_SEZ);
    expect(taxNoteFor(SEZ, '1999-10-01')).toBe(INCLUSIVE_OF_TAX);
  });
});
