import { describe, expect, it } from 'vitest';
import { accessOf, ADMIN_NAV, DESK_PATH, mayOpen, navFor } from './admin-nav';

const ADMINISTRATOR = { admin: true, checkin: false };
const DESK_STAFF = { admin: false, checkin: true };
const NEITHER = { admin: false, checkin: false };

describe('who sees which page of the console', () => {
  it('administrators see every page, the desk included', () => {
    expect(navFor(ADMINISTRATOR)).toEqual(ADMIN_NAV);
    expect(navFor(ADMINISTRATOR).map((item) => item.path)).toContain(DESK_PATH);
    expect(mayOpen(ADMINISTRATOR, accessOf('/verify/registration/ICEI25-0001-0001'))).toBe(true);
  });

  it('check-in staff see the desk alone', () => {
    expect(navFor(DESK_STAFF).map((item) => item.path)).toEqual([DESK_PATH]);
    expect(mayOpen(DESK_STAFF, accessOf(DESK_PATH))).toBe(true);
    for (const path of [
      '/admin',
      '/admin/reconciliation',
      '/admin/accounts',
      '/admin/sponsors',
      '/admin/desk-staff',
      '/verify/registration/ICEI25-0001-0001',
    ]) {
      expect(mayOpen(DESK_STAFF, accessOf(path))).toBe(false);
    }
  });

  it('an account with neither claim sees nothing', () => {
    expect(navFor(NEITHER)).toEqual([]);
    expect(mayOpen(NEITHER, accessOf(DESK_PATH))).toBe(false);
  });
});
