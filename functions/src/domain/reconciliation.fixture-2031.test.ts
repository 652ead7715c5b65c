// The fictional edition's IDs on a bank line (editions/fixture-2031): its prefix SCI31 is read,
// with the bank's separators and look-alikes inside it, and the 2025 prefix is not.
import { describe, expect, it } from 'vitest';
import { findRegistrationIds } from './reconciliation';

describe('finding the fixture edition’s registration IDs in what the bank wrote', () => {
  it('reads SCI31 however the bank spaced it, and its look-alikes', () => {
    expect(findRegistrationIds('NEFT/SCI 31 AB12 CD34 EF567/MEIER')).toEqual(['SCI31-AB12-CD34-EF567']);
    expect(findRegistrationIds('sc1 3l-ab12-cd34-ef567')).toEqual(['SCI31-AB12-CD34-EF567']);
  });

  it('does not take the 2025 prefix for its own', () => {
    expect(findRegistrationIds('IMPS/ICEI25AB12CD34EF567RAO')).toEqual([]);
    expect(findRegistrationIds('IMPS/SCI31AB12CD34EF567RAO')).toEqual(['SCI31-AB12-CD34-EF567']);
  });
});
