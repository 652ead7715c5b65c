// The 2025 edition's IDs as banks and registrants wrote them (prefix ICEI25); the rules, for any
// edition's prefix, are in reconciliation.each-edition.test.ts.
import { describe, expect, it } from 'vitest';
import { findRegistrationIds } from './reconciliation';

describe('finding ICEI 2025 registration IDs in what the bank wrote', () => {
  const id = 'ICEI25-AB12-CD34-EF567';

  it.each([
    ['NEFT/ICEI25 AB12 CD34 EF567/RAO'],
    ['icei25ab12cd34ef567'],
    ['By transfer icei 25-ab12-cd34-ef567 conference fee'],
    ['IMPS/ICEI25AB12CD34EF567RAO'],
    ['ICEI25_AB12_CD34_EF567'],
    ['fee AB12-CD34-EF567 Rao'],
    [id],
  ])('reads %j as the ID', (text) => {
    expect(findRegistrationIds(text)).toEqual([id]);
  });

  it('reads O for 0 and I or L for 1', () => {
    expect(findRegistrationIds('ICEI25 L0O0 oooo 0000I')).toEqual(['ICEI25-1000-0000-00001']);
  });

  it('finds every ID in a text, and none in a short or foreign code', () => {
    expect(findRegistrationIds('ICEI25-AB12-CD34-EF567 and icei25 7qxm 2k9p 4ht0v')).toEqual([
      id,
      'ICEI25-7QXM-2K9P-4HT0V',
    ]);
    expect(findRegistrationIds('ICEI25 AB12 CD34')).toEqual([]);
    expect(findRegistrationIds('SBIN0001234 NEFT 2025')).toEqual([]);
  });

  it('takes any 13-character word of the right alphabet: only a registration that exists makes it a match', () => {
    expect(findRegistrationIds('REGISTRATIONS')).toEqual(['ICEI25-REG1-STRA-T10NS']);
  });
});
