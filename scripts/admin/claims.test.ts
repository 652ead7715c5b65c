import { describe, expect, it } from 'vitest';
import { REGISTRATION_ID_PREFIX } from '../../functions/src/domain/registration-id';
import { withRoleClaim } from '../../functions/src/domain/staff-claims';
import { parseAdminCommand, roleOf } from './claims';

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

  it('reads grant-checkin and revoke-checkin, for check-in staff', () => {
    expect(parseAdminCommand(['grant-checkin', 'Desk@Example.org', '--password', 'long enough'])).toEqual({
      action: 'grant-checkin',
      email: 'desk@example.org',
      project: undefined,
      password: 'long enough',
    });
    expect(parseAdminCommand(['revoke-checkin', 'desk@example.org', '--project', 'p'])).toEqual({
      action: 'revoke-checkin',
      email: 'desk@example.org',
      project: 'p',
      password: undefined,
    });
  });

  it('reads enrol-phone with a number in E.164, spaces and dashes taken out', () => {
    expect(parseAdminCommand(['enrol-phone', 'Asha@Example.org', '+91 98765-43210', '--project', 'p'])).toEqual({
      action: 'enrol-phone',
      email: 'asha@example.org',
      phone: '+919876543210',
      project: 'p',
    });
  });

  it.each([
    [['enrol-phone', 'a@b.org'], 'Give the phone number, with its country code: +919876543210.'],
    [
      ['enrol-phone', 'a@b.org', '9876543210'],
      '9876543210 is not a phone number with its country code: write it as +919876543210.',
    ],
    [
      ['enrol-phone', 'a@b.org', '+91abc'],
      '+91abc is not a phone number with its country code: write it as +919876543210.',
    ],
    [
      ['enrol-phone', 'a@b.org', '+0123456789'],
      '+0123456789 is not a phone number with its country code: write it as +919876543210.',
    ],
    [['enrol-phone', 'a@b.org', '+919876543210', 'x'], 'Unexpected argument: x'],
    [['enrol-phone', 'nobody', '+919876543210'], 'Give the e-mail address of the user.'],
    [
      ['enrol-phone', 'a@b.org', '+919876543210', '--password', 'whatever1'],
      '--password goes with grant and grant-checkin only.',
    ],
  ])('refuses enrol-phone %j', (argv, error) => {
    expect(parseAdminCommand(argv)).toEqual({ error });
  });

  it('reads revoke and list', () => {
    expect(parseAdminCommand(['revoke', 'a@b.org'])).toMatchObject({ action: 'revoke', email: 'a@b.org' });
    expect(parseAdminCommand(['list', '--project', 'p'])).toEqual({ action: 'list', project: 'p' });
  });

  it.each([
    [
      [],
      'Say grant, revoke, grant-checkin, revoke-checkin, enrol-phone, list, erase, apply-retention, hold, release, audit, export, import or reapply-erasures.',
    ],
    [
      ['promote', 'a@b.org'],
      'Say grant, revoke, grant-checkin, revoke-checkin, enrol-phone, list, erase, apply-retention, hold, release, audit, export, import or reapply-erasures.',
    ],
    [['erase', 'a@b.org', '--reason', 'asked'], 'Give the registration ID to erase.'],
    [
      ['erase', `${REGISTRATION_ID_PREFIX}-0000-0000-00000`],
      'Say why in --reason, e.g. --reason "asked by e-mail on 3 March".',
    ],
    [
      ['erase', `${REGISTRATION_ID_PREFIX}-0000-0000-00000`, '--reason', '  '],
      'Say why in --reason, e.g. --reason "asked by e-mail on 3 March".',
    ],
    [['grant', 'a@b.org', '--reason', 'why'], '--reason goes with erase and hold only.'],
    [['hold', 'a@b.org', '--reason', 'audit'], "Give the registration ID or the sponsor's ID (SP-…) to hold."],
    [['hold', 'SP-7K2MQ9XD'], 'Say which proceedings in --reason, e.g. --reason "GST audit 2026-27, notice 14".'],
    [['release', 'SP-7K2MQ9XD', '--reason', 'done'], '--reason goes with erase and hold only.'],
    [['grant-checkin'], 'Give the e-mail address of the user.'],
    [['grant'], 'Give the e-mail address of the user.'],
    [['grant', 'not-an-address'], 'Give the e-mail address of the user.'],
    [['grant', 'a@b.org', 'extra'], 'Unexpected argument: extra'],
    [['revoke', 'a@b.org', '--password', 'whatever1'], '--password goes with grant and grant-checkin only.'],
    [['revoke-checkin', 'a@b.org', '--password', 'whatever1'], '--password goes with grant and grant-checkin only.'],
    [['grant', 'a@b.org', '--password', 'short'], 'A password needs at least 8 characters.'],
    [['list', '--settled'], '--settled goes with audit only.'],
    [['grant', 'a@b.org', '--yes'], '--yes goes with erase only.'],
    [['export'], 'Give the folder to export to.'],
    [['import', 'backup', 'more'], 'Unexpected argument: more'],
    [['import', 'backup', '--reason', 'x'], 'import takes a folder and nothing else.'],
    [
      ['import', 'backup', '--project', 'icei-2025'],
      'import copies the local suite only: a real project restores as docs/deploy.md says ("Restoring a backup"), then runs reapply-erasures --project icei-2025.',
    ],
  ])('refuses %j: %s', (argv, error) => {
    expect(parseAdminCommand(argv)).toEqual({ error });
  });

  it('reads erase with a registration ID and a reason, and apply-retention', () => {
    const id = `${REGISTRATION_ID_PREFIX}-ABCD-EFGH-JKMNP`;
    expect(parseAdminCommand(['erase', id, '--reason', ' asked by e-mail ', '--project', 'p'])).toEqual({
      action: 'erase',
      registrationId: id,
      reason: 'asked by e-mail',
      confirmed: false,
      project: 'p',
    });
    expect(parseAdminCommand(['erase', id, '--reason', 'asked', '--yes'])).toMatchObject({ confirmed: true });
    expect(parseAdminCommand(['apply-retention'])).toEqual({ action: 'apply-retention', project: undefined });
  });

  it('reads audit, with --settled when nothing is in flight, the copies of the local suite, and reapply-erasures', () => {
    expect(parseAdminCommand(['audit'])).toEqual({ action: 'audit', settled: false, project: undefined });
    expect(parseAdminCommand(['audit', '--settled', '--project', 'p'])).toEqual({
      action: 'audit',
      settled: true,
      project: 'p',
    });
    expect(parseAdminCommand(['export', 'drill'])).toEqual({ action: 'export', folder: 'drill', project: undefined });
    expect(parseAdminCommand(['import', 'drill'])).toEqual({ action: 'import', folder: 'drill', project: undefined });
    expect(parseAdminCommand(['reapply-erasures', '--project', 'p'])).toEqual({
      action: 'reapply-erasures',
      project: 'p',
    });
  });

  it('reads hold with a registration or sponsor ID and the proceedings, and release with the ID', () => {
    const id = `${REGISTRATION_ID_PREFIX}-ABCD-EFGH-JKMNP`;
    expect(parseAdminCommand(['hold', id, '--reason', ' GST audit '])).toEqual({
      action: 'hold',
      ownerId: id,
      reason: 'GST audit',
      project: undefined,
    });
    expect(parseAdminCommand(['release', 'SP-7K2MQ9XD', '--project', 'p'])).toEqual({
      action: 'release',
      ownerId: 'SP-7K2MQ9XD',
      project: 'p',
    });
  });

  it('refuses an unknown option', () => {
    expect(parseAdminCommand(['grant', 'a@b.org', '--role', 'x'])).toHaveProperty('error');
  });
});

describe('npm run admin: the claims', () => {
  it('names the claim and the direction of each action', () => {
    expect(roleOf('grant')).toEqual({ role: 'admin', grant: true });
    expect(roleOf('revoke')).toEqual({ role: 'admin', grant: false });
    expect(roleOf('grant-checkin')).toEqual({ role: 'checkin', grant: true });
    expect(roleOf('revoke-checkin')).toEqual({ role: 'checkin', grant: false });
  });

  it('adds admin and keeps the other claims', () => {
    expect(withRoleClaim({ team: 'finance' }, 'admin', true)).toEqual({ team: 'finance', admin: true });
    expect(withRoleClaim(undefined, 'admin', true)).toEqual({ admin: true });
  });

  it('removes admin and keeps the other claims', () => {
    expect(withRoleClaim({ team: 'finance', admin: true }, 'admin', false)).toEqual({ team: 'finance' });
    expect(withRoleClaim(undefined, 'admin', false)).toEqual({});
  });

  it('adds checkin without admin, and removes it keeping admin', () => {
    expect(withRoleClaim(undefined, 'checkin', true)).toEqual({ checkin: true });
    expect(withRoleClaim({ admin: true }, 'checkin', true)).toEqual({ admin: true, checkin: true });
    expect(withRoleClaim({ admin: true, checkin: true }, 'checkin', false)).toEqual({ admin: true });
  });
});
