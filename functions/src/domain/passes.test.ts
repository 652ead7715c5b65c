import { describe, expect, it } from 'vitest';
import {
  checkInId,
  isPassCode,
  isPassPerson,
  passCodeSchema,
  passHolderOf,
  passHoldersOf,
  passMessage,
  studentNumberOf,
  tierLabelOf,
} from './passes';
import { PASS_CODE_MALFORMED } from './messages';
import { TIERS } from './tiers';

const tier = TIERS[0] as (typeof TIERS)[number];

describe('the shape of a pass code', () => {
  it.each(['_esWw9AcACccx-cOfPeBUQ', 'DQ73nU0CtA6MGAWjz5u8eA', 'AAAAAAAAAAAAAAAAAAAAAA', 'zzzzzzzzzzzzzzzzzzzzzw'])(
    'accepts %s: 22 base64url characters, the last carrying two bits',
    (code) => {
      expect(isPassCode(code)).toBe(true);
      expect(passCodeSchema.parse(code)).toBe(code);
    },
  );

  it.each([
    '',
    '_esWw9AcACccx-cOfPeBU', // 21
    '_esWw9AcACccx-cOfPeBUQA', // 23
    '_esWw9AcACccx-cOfPeBUR', // a last character a 16-byte value never ends in
    '_esWw9AcACccx+cOfPeBUQ', // base64, not base64url
    '_esWw9AcACccx/cOfPeBUQ',
    '_esWw9AcACccx-cOfPeB=Q',
    '../../registrations/x',
    '__proto__',
    '_esWw9AcACccx-cOfPeBUQ\n',
  ])('refuses %j', (code) => {
    expect(isPassCode(code)).toBe(false);
    expect(passCodeSchema.safeParse(code).error?.issues[0]?.message).toBe(PASS_CODE_MALFORMED);
  });

  it('refuses what is not a string', () => {
    expect(isPassCode(42)).toBe(false);
    expect(passCodeSchema.safeParse(undefined).error?.issues[0]?.message).toBe(PASS_CODE_MALFORMED);
  });
});

describe('who a pass is for', () => {
  it('is the registrant or a numbered student', () => {
    expect(['registrant', 'student-1', 'student-50'].every(isPassPerson)).toBe(true);
    expect(
      ['', 'student-0', 'student-01', 'student-x', 'Registrant', 'student-1/x', 'coordinator'].some(isPassPerson),
    ).toBe(false);
    expect(studentNumberOf('student-12')).toBe(12);
    expect(studentNumberOf('registrant')).toBeNull();
  });

  it('signs the registration, the person and the epoch', () => {
    expect(passMessage('ICEI25-ABCD-EFGH-JKMNP', 'student-3', 2)).toBe('ICEI25-ABCD-EFGH-JKMNP|student-3|2');
  });

  const individual = {
    id: 'ICEI25-ABCD-EFGH-JKMNP',
    firstName: 'Asha',
    lastName: 'Rao',
    organization: 'IIT Dharwad',
    registrationTier: tier.id,
  };

  it('admits the registrant alone for an individual registration', () => {
    expect(passHoldersOf(individual)).toEqual([
      {
        registrationId: individual.id,
        person: 'registrant',
        name: 'Asha Rao',
        organization: 'IIT Dharwad',
        tierId: tier.id,
      },
    ]);
  });

  it('admits the coordinator and each student of a group, students from its institute', () => {
    const group = { ...individual, instituteName: 'KLE Tech', students: [{ name: 'Ravi K' }, { name: 'Meera S' }] };
    expect(passHoldersOf(group).map(({ person, name, organization }) => ({ person, name, organization }))).toEqual([
      { person: 'registrant', name: 'Asha Rao', organization: 'IIT Dharwad' },
      { person: 'student-1', name: 'Ravi K', organization: 'KLE Tech' },
      { person: 'student-2', name: 'Meera S', organization: 'KLE Tech' },
    ]);
    expect(passHolderOf(group, 'student-2')?.name).toBe('Meera S');
    expect(passHolderOf(group, 'student-3')).toBeNull();
    expect(passHolderOf(individual, 'student-1')).toBeNull();
  });

  it('names the tier as the edition does', () => {
    expect(tierLabelOf(tier.id)).toBe(tier.label);
  });

  it('keys a check-in by registration, person and day', () => {
    expect(checkInId('ICEI25-ABCD-EFGH-JKMNP', 'student-2', '2025-11-08')).toBe(
      'ICEI25-ABCD-EFGH-JKMNP_student-2_2025-11-08',
    );
  });
});
