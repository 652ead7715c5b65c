// What check-in staff may learn at the desk: they find people by name, whole registration ID or pass
// code, never by an e-mail address or its start, and see a person's name, organisation, tier and
// check-in state only (no registration ID, no address), with a pass code to check them in by.
// Administrators keep their fuller search. Calls are put on a conference day with X-Suite-Now.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkInSearchSchema, deskSearchSchema } from '../../functions/src/domain/api/check-in';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { SEARCH_TOO_LONG } from '../../functions/src/domain/messages';
import { passEndingOf } from '../../functions/src/domain/pass-ending';
import { sentMail } from '../support/inbox';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';
import { ON_FIRST_DAY } from '../support/clock';
import { paidRegistration, participant } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const ATTENDEE = individualTier({ ieee: false });
// A surname no other registration has, in this run or an earlier one against the same suite.
const RUN = Math.random().toString(36).slice(2, 8);
const SURNAME = `Deskview${RUN}`;

let adminToken = '';
let deskToken = '';
let id = '';
let email = '';
let passCode = '';

async function search(q: string, token = deskToken) {
  const response = await callApi('GET', `/api/admin/check-in/search?q=${encodeURIComponent(q)}`, {
    token,
    headers: ON_FIRST_DAY,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const namesFound = (body: Record<string, unknown>) =>
  ((body.data as { results?: { name: string }[] } | undefined)?.results ?? []).map((result) => result.name);

beforeAll(async () => {
  [adminToken, deskToken] = await Promise.all([
    idTokenFor({ admin: true }),
    idTokenFor({ admin: false, checkin: true }),
  ]);
  const data = { ...participant(), lastName: SURNAME, ...tierFields(ATTENDEE) };
  email = data.email;
  id = await paidRegistration(data, { adminToken, referencePrefix: 'VIEW' });
  const text = (await sentMail(`mail/${id}-payment-verified-1`)).text;
  passCode = /\/pass\/([A-Za-z0-9_-]{22})\b/.exec(text)?.[1] ?? '';
});

describe('check-in staff', () => {
  it('find no one by an e-mail address or any start of one', async () => {
    const starts = [email, email.slice(0, 19), email.split('@')[0] ?? '', email.slice(0, 12)];
    for (const q of starts) {
      const answer = await search(q);
      expect(answer.status, q).toBe(200);
      expect(namesFound(answer.body), q).not.toContain(`Asha ${SURNAME}`);
      expect(JSON.stringify(answer.body), q).not.toContain(email);
    }
    expect(namesFound((await search(email)).body)).toEqual([]);
  });

  it('find a person by name, whole registration ID or pass code, and see name, organisation, tier and check-in state only', async () => {
    // The pass code only for a lookup that names one person: their whole name, an ID, the code.
    for (const [q, code] of [
      [SURNAME, false],
      [`asha ${SURNAME}`, true],
      [`  ASHA   ${SURNAME.toLowerCase()} `, true],
      [id, true],
      [id.toLowerCase(), true],
      [passCode, true],
    ] as const) {
      const answer = await search(q);
      expect(answer.status, q).toBe(200);
      const parsed = dataBody(deskSearchSchema).parse(answer.body);
      expect(parsed, q).toEqual(answer.body);
      expect(parsed.data.results, q).toEqual([
        {
          name: `Asha ${SURNAME}`,
          organization: 'IIT Dharwad',
          tier: ATTENDEE.label,
          paymentVerified: true,
          cancelled: false,
          // Found by its pass: the holder first, the rest of a group behind them (here, no one).
          byPass: q === passCode,
          persons: [
            {
              name: `Asha ${SURNAME}`,
              organization: 'IIT Dharwad',
              checkedIn: null,
              ...(code ? { passCode } : {}),
              // Always, once paid: what tells people of one name apart, not what admits them.
              passEnding: passEndingOf(passCode),
            },
          ],
        },
      ]);
      for (const hidden of [email, id]) expect(JSON.stringify(answer.body), q).not.toContain(hidden);
    }
  });

  it('get no pass code by a whole name two people share', async () => {
    const twin = await paidRegistration(
      { ...participant(), lastName: SURNAME, ...tierFields(ATTENDEE) },
      { adminToken, referencePrefix: 'TWIN' },
    );
    const found = dataBody(deskSearchSchema).parse((await search(`Asha ${SURNAME}`)).body);
    expect(found.data.results.map((result) => result.name)).toEqual([`Asha ${SURNAME}`, `Asha ${SURNAME}`]);
    expect(found.data.results.flatMap((result) => result.persons.map((person) => person.passCode))).toEqual([
      undefined,
      undefined,
    ]);
    // Each has their pass's ending, and the two differ: the desk tells them apart by it.
    const endings = found.data.results.flatMap((result) => result.persons.map((person) => person.passEnding));
    expect(endings).toContain(passEndingOf(passCode));
    expect(new Set(endings).size).toBe(2);
    expect(JSON.stringify(found)).not.toContain(twin);
  });

  it('find no one by a fragment of a registration ID', async () => {
    const fragment = id.split('-').slice(0, 3).join('-');
    expect(namesFound((await search(fragment)).body)).not.toContain(`Asha ${SURNAME}`);
  });

  it('check a person in with the pass code of the limited view, and are told no registration ID', async () => {
    const found = dataBody(deskSearchSchema).parse((await search(passCode)).body);
    const code = found.data.results[0]?.persons[0]?.passCode;
    const response = await callApi('POST', '/api/admin/check-in', {
      token: deskToken,
      json: { code },
      headers: ON_FIRST_DAY,
    });
    const answer = (await response.json()) as { data?: { result?: string; person?: Record<string, unknown> } };
    expect(answer.data?.result).toBe('checked-in');
    expect(answer.data?.person).toMatchObject({ name: `Asha ${SURNAME}`, person: 'registrant' });
    expect(JSON.stringify(answer)).not.toContain(id);
    const after = dataBody(deskSearchSchema).parse((await search(passCode)).body);
    expect(after.data.results[0]?.persons[0]?.checkedIn).toMatchObject({ at: expect.any(String) });
  });
});

describe('administrators', () => {
  it('keep the fuller search: an e-mail address finds the registration, with its ID', async () => {
    const answer = await search(email, adminToken);
    expect(answer.status).toBe(200);
    const parsed = dataBody(checkInSearchSchema).parse(answer.body);
    expect(parsed.data.results.map((result) => result.registrationId)).toEqual([id]);
  });

  it('find the registration by a pass code too, as staff do (a pass that will not scan)', async () => {
    const answer = await search(passCode, adminToken);
    expect(answer.status).toBe(200);
    const parsed = dataBody(checkInSearchSchema).parse(answer.body);
    expect(parsed.data.results.map((result) => result.registrationId)).toEqual([id]);
  });

  it.each([
    ['a well-formed code that opens no pass', 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['a path to another pass document', '../passes/AAAAAAAAAAAAAAAAAAAAAA'],
    ['a pass link', 'https://example.org/pass/AAAAAAAAAAAAAAAAAAAAAA'],
  ])('find no one by %s, in the API’s JSON', async (_, q) => {
    const answer = await search(q, adminToken);
    expect(answer.status).toBe(200);
    expect(dataBody(checkInSearchSchema).parse(answer.body).data.results).toEqual([]);
  });

  it('refuse a query longer than a search takes, with its sentence', async () => {
    const answer = await search('A'.repeat(201), adminToken);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, error: SEARCH_TOO_LONG });
  });
});
