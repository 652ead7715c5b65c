import { describe, expect, it } from 'vitest';
import { deskRowsOf } from './desk-rows';

const checkedIn = { at: '2025-11-07T04:00:00.000Z', by: 'desk1@example.org', desk: 'Desk 2' };

describe('the desk’s rows', () => {
  it('check an administrator’s finds in by registration ID and offer to undo a check-in', () => {
    const [row] = deskRowsOf({
      view: 'administrator',
      day: '2025-11-07',
      results: [
        {
          registrationId: 'ICEI25-AAAA-BBBB-CCCCC',
          name: 'Asha Rao',
          organization: 'IIT Dharwad',
          tier: 'Academia',
          paymentVerified: true,
          cancelled: false,
          byPass: false,
          persons: [{ person: 'registrant', name: 'Asha Rao', organization: 'IIT Dharwad', checkedIn }],
        },
      ],
    });
    expect(row?.registrationId).toBe('ICEI25-AAAA-BBBB-CCCCC');
    expect(row?.persons[0]).toMatchObject({
      target: { registrationId: 'ICEI25-AAAA-BBBB-CCCCC', person: 'registrant' },
      undo: { registrationId: 'ICEI25-AAAA-BBBB-CCCCC', person: 'registrant' },
    });
  });

  it('check check-in staff’s finds in by pass code, with no ID and no undo; an unpaid one not at all', () => {
    const rows = deskRowsOf({
      view: 'check-in staff',
      day: '2025-11-07',
      results: [
        {
          name: 'Asha Rao',
          organization: 'IIT Dharwad',
          tier: 'Academia',
          paymentVerified: true,
          cancelled: false,
          byPass: false,
          persons: [{ name: 'Asha Rao', organization: 'IIT Dharwad', checkedIn: null, passCode: 'A'.repeat(22) }],
        },
        {
          name: 'Ravi Rao',
          organization: 'KLE Tech',
          tier: 'Academia',
          paymentVerified: false,
          cancelled: false,
          byPass: false,
          persons: [{ name: 'Ravi Rao', organization: 'KLE Tech', checkedIn: null }],
        },
        {
          name: 'Mira Rao',
          organization: 'KLE Tech',
          tier: 'Academia',
          paymentVerified: false,
          cancelled: true,
          byPass: false,
          persons: [{ name: 'Mira Rao', organization: 'KLE Tech', checkedIn: null }],
        },
      ],
    });
    expect(rows.map((row) => row.cancelled)).toEqual([false, false, true]);
    expect(rows.map((row) => row.registrationId)).toEqual([null, null, null]);
    expect(rows.map((row) => row.persons[0]?.target)).toEqual([{ code: 'A'.repeat(22) }, null, null]);
    expect(rows.flatMap((row) => row.persons.map((person) => person.undo))).toEqual([null, null, null]);
  });

  it('keep a pass search’s holder first, and say the search was by a pass', () => {
    const [row] = deskRowsOf({
      view: 'check-in staff',
      day: '2025-11-07',
      results: [
        {
          name: 'Asha Rao',
          organization: 'IIT Dharwad',
          tier: 'Student group',
          paymentVerified: true,
          cancelled: false,
          byPass: true,
          persons: [
            { name: 'Ravi Kumar', organization: 'IIT Dharwad', checkedIn: null, passCode: 'B'.repeat(22) },
            { name: 'Asha Rao', organization: 'IIT Dharwad', checkedIn: null },
          ],
        },
      ],
    });
    expect(row?.byPass).toBe(true);
    expect(row?.persons.map((person) => person.name)).toEqual(['Ravi Kumar', 'Asha Rao']);
  });
});

describe('people who share a name', () => {
  const staffResult = (name: string, organization: string, passEnding?: string) => ({
    name,
    organization,
    tier: 'Academia',
    paymentVerified: true,
    cancelled: false,
    byPass: false,
    persons: [{ name, organization, checkedIn: null, ...(passEnding ? { passEnding } : {}) }],
  });

  it('are marked, however the name was typed, with their pass’s ending; a name found once is not', () => {
    const rows = deskRowsOf({
      view: 'check-in staff',
      day: '2025-11-07',
      results: [
        staffResult('Asha Rao', 'IIT Dharwad', 'x7Qg'),
        staffResult(' asha  RAO', 'KLE Tech', 'b2Kw'),
        staffResult('Ravi Rao', 'KLE Tech', 'c3LA'),
      ],
    });
    expect(rows.map(({ persons: [person] }) => [person?.sharesName, person?.passEnding])).toEqual([
      [true, 'x7Qg'],
      [true, 'b2Kw'],
      [false, 'c3LA'],
    ]);
  });

  it('are marked across a group: a student named as a registrant elsewhere', () => {
    const [group, single] = deskRowsOf({
      view: 'administrator',
      day: '2025-11-07',
      results: [
        {
          registrationId: 'ICEI25-AAAA-BBBB-CCCCC',
          name: 'Meena Iyer',
          organization: 'KU',
          tier: 'Student group',
          paymentVerified: true,
          cancelled: false,
          byPass: false,
          persons: [
            { person: 'registrant', name: 'Meena Iyer', organization: 'KU', checkedIn: null, passEnding: 'aaaA' },
            { person: 'student-1', name: 'Kiran Das', organization: 'KU', checkedIn: null, passEnding: 'bbbQ' },
          ],
        },
        {
          registrationId: 'ICEI25-DDDD-EEEE-FFFFF',
          name: 'Kiran Das',
          organization: 'IIT Dharwad',
          tier: 'Academia',
          paymentVerified: false,
          cancelled: false,
          byPass: false,
          persons: [{ person: 'registrant', name: 'Kiran Das', organization: 'IIT Dharwad', checkedIn: null }],
        },
      ],
    });
    expect(group?.persons.map((person) => person.sharesName)).toEqual([false, true]);
    // No pass yet (not paid): nothing to show but the organisation and tier.
    expect(single?.persons[0]).toMatchObject({ sharesName: true, passEnding: null });
  });
});
