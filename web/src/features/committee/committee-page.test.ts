import { describe, expect, it } from 'vitest';
import { TBA, type Fact } from '../../content/fact';
import type { Person } from '../../content/types';
import { unnamedCommittee } from './committee-page';

const member = (role?: Fact<string>): Person => ({
  name: TBA,
  ...(role === undefined ? {} : { role }),
  position: TBA,
  affiliation: TBA,
  photo: TBA,
});

describe('a committee none of whose members is named yet', () => {
  it('says how many members there will be', () => {
    expect(unnamedCommittee([member(), member(), member()])).toBe(
      'The 3 members will be listed here once they are announced.',
    );
    expect(unnamedCommittee([member()])).toBe('The member will be listed here once they are announced.');
  });

  it('says nothing of roles when every member has one and none is known', () => {
    expect(unnamedCommittee([member(TBA), member(TBA)])).toBe(
      'The 2 members will be listed here once they are announced.',
    );
  });

  it('counts the members with a role when only some have one, and names the roles known', () => {
    expect(unnamedCommittee([member('Chair - Track A'), member(TBA), member(), member()])).toBe(
      'The 4 members will be listed here once they are announced. 2 of them have roles, among them Chair - Track A.',
    );
    expect(unnamedCommittee([member(TBA), member()])).toBe(
      'The 2 members will be listed here once they are announced. One of them has a role.',
    );
  });

  it('names the known roles even when every member has one', () => {
    expect(unnamedCommittee([member('Chair'), member(TBA)])).toContain('among them Chair');
  });
});
