// The 2025 edition's own figures through POST /api/registrations: its IDs and its group
// prices (editions/icei-2025/edition.ts). registrations.test.ts checks the same rules through the API, and the domain's unit tests (pricing.each-edition.test.ts) against every edition's data.
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { groupStudents, idCards, participant, submitRegistration } from '../support/registration';

const db = getFirestore(suiteAdminApp());

describe('a 2025 group registration', () => {
  it('gets an ICEI25 ID and is charged ₹2,125 for the Active IEEE member and ₹3,060 for each other student', async () => {
    const { status, body } = await submitRegistration(
      {
        ...participant(),
        registrationTier: 'group-student',
        instituteName: 'KLE Tech',
        numStudents: 5,
        students: groupStudents(['90000010', '80000001', undefined, '12345678', undefined]),
        totalAmount: 0,
      },
      idCards(5),
    );
    expect(status).toBe(201);
    const id = String(body.id);
    expect(id).toMatch(/^ICEI25-/);
    expect((await db.doc(`registrations/${id}`).get()).get('totalAmount')).toBe(2125 + 4 * 3060);
  });
});
