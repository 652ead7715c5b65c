import { describe, expect, it } from 'vitest';
import { filterQuery, filtersFrom } from './registration-filters';

describe('the registrations filters', () => {
  it('reads known values from the address and ignores unknown ones', () => {
    expect(filtersFrom(new URLSearchParams('status=payment-verified&tier=group-student&q=+Rao+&order=asc'))).toEqual({
      status: 'payment-verified',
      tier: 'group-student',
      q: 'Rao',
      order: 'asc',
    });
    expect(filtersFrom(new URLSearchParams('status=paid&tier=vip&order=sideways'))).toEqual({
      status: null,
      tier: null,
      q: '',
      order: 'desc',
    });
  });

  it('sends only the filters that are set, newest first by default', () => {
    expect(filterQuery(filtersFrom(new URLSearchParams())).toString()).toBe('');
    expect(filterQuery(filtersFrom(new URLSearchParams('q=SBIC1&order=asc&status=proof-rejected'))).toString()).toBe(
      'status=proof-rejected&q=SBIC1&order=asc',
    );
  });
});
