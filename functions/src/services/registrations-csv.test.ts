import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from './registrations-csv';

describe('CSV cells from registrants', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+91 98765 43210', `'+91 98765 43210`],
    ['-1', `'-1`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['Asha Rao', 'Asha Rao'],
    ['Zoë', 'Zoë'],
  ])('%j is written as %j', (value, written) => {
    expect(neutraliseFormula(value)).toBe(written);
  });
});
