// An administrator corrects how a registration names its registrant (services/registrant-name.ts):
// the record, the list's search, the desk's passes and the audit trail follow, the invoice already
// issued does not, and its correction then names the corrected registrant.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { nameCorrectedBodySchema } from '../../functions/src/domain/api/registrant-name';
import { invoiceCorrectedBodySchema } from '../../functions/src/domain/api/invoice-correction';
import {
  INSTITUTE_REQUIRED,
  JSON_OBJECT_REQUIRED,
  NAME_FIELDS_REQUIRED,
  NAME_NO_LINKS,
  NAME_NOT_A_GROUP,
  NAME_UNCHANGED,
  NOT_PRINTABLE,
  REGISTRATION_NOT_FOUND,
  studentIncomplete,
  studentNamesCount,
} from '../../functions/src/domain/messages';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';
import { groupRegistration, idCards, paidRegistration, participant } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';
import { MIN_GROUP_STUDENTS } from '../../functions/src/domain/tiers';

const db = getFirestore(suiteAdminApp());
let adminToken = '';
beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
});

const correct = (id: string, json: unknown) =>
  callApi('POST', `/api/admin/registrations/${id}/name`, { token: adminToken, json });
const found = async (q: string) => {
  const response = await callApi('GET', `/api/admin/registrations?q=${encodeURIComponent(q)}`, { token: adminToken });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { items: { id: string }[] } }).data.items.map((item) => item.id);
};

describe("an administrator's correction of the registrant's name", () => {
  it('changes the record, its search, its passes and the audit, and the invoice waits for its own correction', async () => {
    const mark = Date.now().toString(36);
    const misspelt = `Nmae${mark}`;
    const right = `Name${mark}`;
    const id = await paidRegistration(
      { ...participant(), lastName: misspelt, ...tierFields(individualTier({ ieee: false })) },
      { adminToken, referencePrefix: 'NAME' },
    );
    const invoiceNumber = String((await db.doc(`registrations/${id}`).get()).get('invoice.number'));

    const response = await correct(id, {
      title: 'Dr',
      firstName: 'Asha',
      lastName: right,
      organization: 'IIT Dharwad',
    });
    expect(response.status).toBe(200);
    const { data } = nameCorrectedBodySchema.parse(await response.json());
    expect(data).toEqual({ invoiceStillNaming: invoiceNumber, passesUpdated: 1, certificatesUpdated: 0 });
    // No certificate was issued yet: nothing to tell the registrant.
    expect((await db.doc(`mail/${id}-name-corrected-1`).get()).exists).toBe(false);

    const record = (await db.doc(`registrations/${id}`).get()).data();
    expect(record).toMatchObject({ lastName: right, nameCorrections: 1 });
    expect(await found(right.toLowerCase())).toEqual([id]);
    expect(await found(misspelt.toLowerCase())).toEqual([]);
    const passes = await db.collection('passes').where('registrationId', '==', id).get();
    expect(passes.docs.map((pass) => pass.get('name'))).toEqual([`Asha ${right}`]);
    // Only what changed, before and after.
    expect((await db.doc(`registrations/${id}/audit/name-corrected-1`).get()).data()).toMatchObject({
      event: 'name-corrected',
      detail: { before: { lastName: misspelt }, after: { lastName: right } },
    });

    // The invoice still prints the old name until its recipient is corrected, which now names the new one.
    const corrected = await callApi('POST', `/api/admin/registrations/${id}/invoice/correction`, {
      token: adminToken,
      json: { invoice: invoiceNumber, billing: null, reason: 'Surname misspelt' },
    });
    expect(corrected.status).toBe(200);
    const { data: reissued } = invoiceCorrectedBodySchema.parse(await corrected.json());
    const newInvoice = await db.collection('invoices').where('particulars.number', '==', reissued.invoice.number).get();
    expect(newInvoice.docs[0]?.get('particulars.recipient.name')).toBe(`Dr Asha ${right}`);
  });

  it('is refused, changing nothing, for the same name, a field missing or unprintable, a link, or no such registration', async () => {
    const id = await paidRegistration(
      { ...participant(), ...tierFields(individualTier({ ieee: false })) },
      { adminToken, referencePrefix: 'NAMENO' },
    );
    const before = await db.doc(`registrations/${id}`).get();
    const as = { title: 'Dr', firstName: 'Asha', lastName: 'Rao', organization: 'IIT Dharwad' };
    const refusals: [unknown, number, string][] = [
      [as, 409, NAME_UNCHANGED],
      [{ ...as, firstName: ' ' }, 400, NAME_FIELDS_REQUIRED],
      [{ ...as, title: 'Sir' }, 400, NAME_FIELDS_REQUIRED],
      ['Asha Rao', 400, JSON_OBJECT_REQUIRED],
      [{ ...as, lastName: 'Rao 🙂' }, 400, NOT_PRINTABLE],
      [{ ...as, organization: 'https://example.org' }, 400, NAME_NO_LINKS],
    ];
    for (const [body, status, error] of refusals) {
      const response = await correct(id, body);
      expect([response.status, await response.json()]).toEqual([status, { success: false, error }]);
    }
    const unknown = await correct('ICEI25-0000-0000-00000', { ...as, lastName: 'Roy' });
    expect([unknown.status, await unknown.json()]).toEqual([404, { success: false, error: REGISTRATION_NOT_FOUND }]);
    const after = await db.doc(`registrations/${id}`).get();
    expect(before.updateTime && after.updateTime?.isEqual(before.updateTime)).toBe(true);
    expect((await db.collection(`registrations/${id}/audit`).where('event', '==', 'name-corrected').get()).size).toBe(
      0,
    );
  });

  it("corrects a group's student and institute, which their passes and the search follow, and nothing else", async () => {
    const mark = Date.now().toString(36);
    const students = Array.from({ length: MIN_GROUP_STUDENTS }, (_, index) => ({
      name: index === 1 ? `Anitha${mark} Rajn` : `Student${index + 1} ${mark}`,
      idNumber: `NC-${index + 1}`,
    }));
    const registrant = participant();
    const id = await paidRegistration(groupRegistration(students, 'Govt College of Engg', registrant), {
      adminToken,
      referencePrefix: 'NAMEGRP',
      files: idCards(students.length),
    });
    const name = {
      title: registrant.title,
      firstName: registrant.firstName,
      lastName: registrant.lastName,
      organization: registrant.organization,
    };
    const names = students.map((student) => student.name);
    const right = `Anitha${mark} Rajan`;

    const response = await correct(id, {
      ...name,
      instituteName: 'Government College of Engineering',
      studentNames: names.map((student, index) => (index === 1 ? right : student)),
    });
    expect(response.status).toBe(200);
    // The students' passes name their institute: all of them change; the registrant's does not.
    expect(nameCorrectedBodySchema.parse(await response.json()).data).toMatchObject({
      passesUpdated: MIN_GROUP_STUDENTS,
      certificatesUpdated: 0,
    });
    const record = (await db.doc(`registrations/${id}`).get()).data();
    expect(record?.instituteName).toBe('Government College of Engineering');
    // Only the second student's name changed; each keeps the rest of what was registered.
    expect(
      (record?.students as { name: string; idNumber: string }[]).map(({ name, idNumber }) => [name, idNumber]),
    ).toEqual(students.map((student, index) => [index === 1 ? right : student.name, student.idNumber]));
    expect(await found(right.toLowerCase())).toEqual([id]);
    const passes = await db.collection('passes').where('registrationId', '==', id).get();
    const pass = passes.docs.find((doc) => doc.get('person') === 'student-2');
    expect([pass?.get('name'), pass?.get('organization')]).toEqual([right, 'Government College of Engineering']);
    expect((await db.doc(`registrations/${id}/audit/name-corrected-1`).get()).get('detail')).toEqual({
      before: { instituteName: 'Govt College of Engg', 'student 2': students[1]?.name },
      after: { instituteName: 'Government College of Engineering', 'student 2': right },
    });

    // Refused, changing nothing: a name missing, a link, a student left out, or a group's parts for one person.
    const before = await db.doc(`registrations/${id}`).get();
    const refusals: [Record<string, unknown>, string][] = [
      [{ studentNames: names.map((student, index) => (index === 1 ? ' ' : student)) }, studentIncomplete(2)],
      [{ studentNames: [...names.slice(0, -1), 'www.example.org'] }, NAME_NO_LINKS],
      [{ studentNames: names.slice(0, -1) }, studentNamesCount(MIN_GROUP_STUDENTS)],
      [{ instituteName: ' ' }, INSTITUTE_REQUIRED],
      [{ studentNames: names[0] }, NAME_FIELDS_REQUIRED],
    ];
    for (const [group, error] of refusals) {
      const refused = await correct(id, { ...name, ...group });
      expect([refused.status, await refused.json()]).toEqual([400, { success: false, error }]);
    }
    const after = await db.doc(`registrations/${id}`).get();
    expect(before.updateTime && after.updateTime?.isEqual(before.updateTime)).toBe(true);

    const solo = await paidRegistration(
      { ...participant(), ...tierFields(individualTier({ ieee: false })) },
      { adminToken, referencePrefix: 'NAMEONE' },
    );
    const asOne = { title: 'Dr', firstName: 'Asha', lastName: 'Rao', organization: 'IIT Dharwad' };
    for (const group of [{ studentNames: ['Ravi Kumar'] }, { instituteName: 'An institute' }]) {
      const refused = await correct(solo, { ...asOne, lastName: 'Roy', ...group });
      expect([refused.status, await refused.json()]).toEqual([400, { success: false, error: NAME_NOT_A_GROUP }]);
    }
  });
});
