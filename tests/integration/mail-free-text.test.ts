// Anyone may type anyone's address into the registration form, so nothing typed into it may reach
// that address before its owner has verified it, and names carry no links or addresses at all.
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { NAME_NO_LINKS } from '../../functions/src/domain/messages';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { send } from '../support/api';
import { groupStudents, idCards, participant, submitRegistration } from '../support/registration';
import { groupTier, individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
const ATTENDEE = individualTier({ ieee: false });
const GROUP = groupTier();

async function mailsTo(email: string) {
  return (await db.collection('mail').where('to', '==', email).get()).docs.map((doc) => doc.data());
}

describe('names with links', () => {
  it.each([
    ['firstName', 'Claim your refund at https://refunds.example.net'],
    ['firstName', 'Visit www.refunds.example'],
    ['lastName', 'see refunds.example.com'],
    ['lastName', 'write to help@refunds.example'],
    ['organization', 'Refunds Desk (refunds.example.org/claim)'],
  ])('are refused in %s (%s), and nothing is stored or mailed', async (field, value) => {
    const person = participant();
    const { status, body } = await submitRegistration({ ...person, [field]: value, ...tierFields(ATTENDEE) });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: NAME_NO_LINKS });
    expect((await db.collection('registrations').where('email', '==', person.email).get()).size).toBe(0);
    expect(await mailsTo(person.email)).toEqual([]);
  });

  it("are refused in a group's institute and students' names", async () => {
    const students = groupStudents([undefined, undefined, undefined, undefined, undefined]);
    students[2] = { ...students[2], name: 'Prize at bit.ly/prize-now' } as (typeof students)[number];
    const group = { ...participant(), registrationTier: GROUP.id, numStudents: 5, totalAmount: 0 };
    const named = await submitRegistration({ ...group, instituteName: 'KLE Tech', students }, idCards(5));
    expect(named.status).toBe(400);
    expect(named.body).toMatchObject({ success: false, error: NAME_NO_LINKS });
    const institute = await submitRegistration(
      { ...group, instituteName: 'https://prize.example', students: groupStudents(Array(5).fill(undefined)) },
      idCards(5),
    );
    expect(institute.status).toBe(400);
    expect(institute.body).toMatchObject({ success: false, error: NAME_NO_LINKS });
  });

  it('plain names with initials, dots and apostrophes are accepted', async () => {
    const { status } = await submitRegistration({
      ...participant(),
      firstName: 'A.K.',
      lastName: "D'Souza-Rao",
      organization: 'St. Xavier’s College of Engg. & Tech., Pvt. Ltd.',
      ...tierFields(ATTENDEE),
    });
    expect(status).toBe(201);
  });
});

describe('the verification mail, sent before the address is verified', () => {
  it('carries nothing typed into the form: no name, no organisation', async () => {
    const person = { ...participant(), firstName: 'Zephyrine', lastName: 'Quillfeather', organization: 'Lumenhall' };
    const { status, body } = await submitRegistration({ ...person, ...tierFields(ATTENDEE) });
    expect(status).toBe(201);
    const id = String(body.id);
    const resent = await send(`/api/registrations/${id}/resend-verification`);
    expect(resent.status).toBe(200);
    const mails = await mailsTo(person.email);
    expect(mails.map((mail) => mail.event).sort()).toEqual(['verify-email-1', 'verify-email-2']);
    for (const mail of mails) {
      const { subject, text, html } = mail.message as { subject: string; text: string; html: string };
      for (const typed of ['Zephyrine', 'Quillfeather', 'Lumenhall']) {
        expect(`${subject}\n${text}\n${html}`).not.toContain(typed);
      }
      expect(text).toContain(id);
    }
  });
});
