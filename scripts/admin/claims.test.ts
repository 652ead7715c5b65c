import { describe, expect, it } from 'vitest';
import { parseAdminCommand, withAdminClaim } from './claims';

describe('npm run admin: the command line', () => {
  it('reads grant with an e-mail, lower-cased, and optional password and project', () => {
    expect(parseAdminCommand(['grant', 'Asha@Example.org'])).toEqual({
      action: 'grant',
      email: 'asha@example.org',
      project: undefined,
      password: undefined,
    });
    expect(parseAdminCommand(['grant', 'a@b.org', '--password', 'long enough', '--project', 'icei-2025'])).toEqual({
      action: 'grant',
      email: 'a@b.org',
      project: 'icei-2025',
      password: 'long enough',
    });
  });

  it('reads revoke and list', () => {
    expect(parseAdminCommand(['revoke', 'a@b.org'])).toMatchObject({ action: 'revoke', email: 'a@b.org' });
    expect(parseAdminCommand(['list', '--project', 'p'])).toEqual({ action: 'list', project: 'p' });
  });

  it.each([
    [[], 'Say grant, revoke or list.'],
    [['promote', 'a@b.org'], 'Say grant, revoke or list.'],
    [['grant'], 'Give the e-mail address of the user.'],
    [['grant', 'not-an-address'], 'Give the e-mail address of the user.'],
    [['grant', 'a@b.org', 'extra'], 'Unexpected argument: extra'],
    [['revoke', 'a@b.org', '--password', 'whatever1'], '--password goes with grant only.'],
    [['grant', 'a@b.org', '--password', 'short'], 'A password needs at least 8 characters.'],
  ])('refuses %j: %s', (argv, error) => {
    expect(parseAdminCommand(argv)).toEqual({ error });
  });

  it('refuses an unknown option', () => {
    expect(parseAdminCommand(['grant', 'a@b.org', '--role', 'x'])).toHaveProperty('error');
  });
});

describe('npm run admin: the claims', () => {
  it('adds admin and keeps the other claims', () => {
    expect(withAdminClaim({ team: 'finance' }, true)).toEqual({ team: 'finance', admin: true });
    expect(withAdminClaim(undefined, true)).toEqual({ admin: true });
  });

  it('removes admin and keeps the other claims', () => {
    expect(withAdminClaim({ team: 'finance', admin: true }, false)).toEqual({ team: 'finance' });
    expect(withAdminClaim(undefined, false)).toEqual({});
  });
});
