import { describe, expect, it } from 'vitest';
import { adminPageQuerySchema, filterQuery, filtersFrom, PAGE_SIZE } from './admin-filters';

describe('the registrations filters', () => {
  it('reads known values from the address and ignores unknown ones', () => {
    expect(
      filtersFrom(
        new URLSearchParams(
          'status=payment-verified&tier=group-student&cancellation=requested&ieee=to-check&q=+Rao+&order=asc',
        ),
      ),
    ).toEqual({
      status: 'payment-verified',
      tier: 'group-student',
      cancellation: 'requested',
      ieee: 'to-check',
      q: 'Rao',
      order: 'asc',
    });
    expect(
      filtersFrom(new URLSearchParams('status=paid&tier=vip&cancellation=declined&ieee=yes&order=sideways')),
    ).toEqual({
      status: undefined,
      tier: undefined,
      cancellation: undefined,
      ieee: undefined,
      q: undefined,
      order: 'desc',
    });
  });

  it('sends only the filters that are set, newest first by default', () => {
    expect(filterQuery(filtersFrom(new URLSearchParams())).toString()).toBe('');
    expect(filterQuery(filtersFrom(new URLSearchParams('q=SBIC1&order=asc&status=proof-rejected'))).toString()).toBe(
      'status=proof-rejected&q=SBIC1&order=asc',
    );
  });

  it('is what the API parses: the query the page writes reads back as the same filters', () => {
    const filters = filtersFrom(
      new URLSearchParams('status=awaiting-payment&tier=group-student&cancellation=requested&ieee=to-check&q=Rao'),
    );
    const query = Object.fromEntries(filterQuery(filters));
    expect(adminPageQuerySchema.parse(query)).toEqual({ ...filters, pageSize: PAGE_SIZE });
  });

  it('refuses on the API side what the page would ignore', () => {
    expect(adminPageQuerySchema.safeParse({ status: 'paid' }).error?.issues[0]?.message).toBe('Unknown status filter.');
    expect(adminPageQuerySchema.safeParse({ cancellation: 'declined' }).error?.issues[0]?.message).toBe(
      'Unknown cancellation filter.',
    );
    expect(adminPageQuerySchema.safeParse({ ieee: 'yes' }).error?.issues[0]?.message).toBe(
      'Unknown IEEE membership filter.',
    );
    expect(adminPageQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
  });
});
