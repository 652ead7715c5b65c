// A search that every registration matches (the first two letters of every ID) is the whole table:
// the same counts per status, the same flags and the same pages. A search's matches are counted by
// the function itself when they are few (at most SEARCH_ROWS_COUNTED_HERE), and by Firestore's
// count() queries as the unsearched table's are when there are more: which of the two depends on
// how many registrations the suite holds by now, and the answer must not. By itself (`.alone`):
// beside the browser tests, people would register between the two requests compared.
import { beforeAll, describe, expect, it } from 'vitest';
import { registrationPageSchema, type RegistrationPage } from '../../functions/src/domain/api/admin-registrations';
import { dataBody } from '../../functions/src/domain/api/envelope';
import { callApi } from '../support/api';
import { idTokenFor } from '../support/auth';
import { participant, submitRegistration } from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

let adminToken = '';

async function table(query: Record<string, string>): Promise<RegistrationPage> {
  const answer = await callApi('GET', `/api/admin/registrations?${new URLSearchParams(query)}`, { token: adminToken });
  expect(answer.status).toBe(200);
  return dataBody(registrationPageSchema).parse(await answer.json()).data;
}

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
  // At least one unverified registration, whatever ran before.
  const { status } = await submitRegistration({ ...participant(), ...tierFields(individualTier({ ieee: false })) });
  expect(status).toBe(201);
});

describe('a search every registration matches', () => {
  it('counts and flags as the whole table does, and gives the same page of one status, oldest first', async () => {
    const query = { status: 'email-unverified', order: 'asc', pageSize: '5' };
    const whole = await table(query);
    const everyone = (whole.items[0]?.id ?? '').slice(0, 2).toLowerCase();
    expect(everyone).toMatch(/^[a-z0-9]{2}$/);

    const searched = await table({ ...query, q: everyone });
    expect(searched.counts).toEqual(whole.counts);
    expect(searched.cancellationRequested).toBe(whole.cancellationRequested);
    expect(searched.ieeeToCheck).toBe(whole.ieeeToCheck);
    expect(searched.items.map((row) => row.id)).toEqual(whole.items.map((row) => row.id));
    expect(searched.nextCursor).toBe(whole.nextCursor);
  });
});
