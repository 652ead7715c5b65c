// The administrators' table: server-side filters, search, sort, pages and counts.
import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDITION } from '../../functions/src/domain/edition';
import { MAX_PAGE_SIZE } from '../../functions/src/domain/api/admin-filters';
import { type IndividualTier } from '../../functions/src/domain/tiers';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { idTokenFor } from '../support/auth';
import { participant, submitRegistration, uploadProofFor, verifyEmailOf } from '../support/registration';
import { gstinCheckCharacter } from '../../functions/src/domain/gstin';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());
// A surname no other test uses: the search narrows the shared database to this file's rows.
const SURNAME = `Zebra${randomUUID().slice(0, 6)}`;
/** The start of the surname: its random part is long enough not to meet another run's. */
const PARTIAL = SURNAME.slice(0, -1).toLowerCase();
// Two tiers that need no IEEE number, so the table can be filtered by one of them.
const FILTERED = individualTier({ ieee: false });
const OTHER = individualTier({ ieee: false, except: FILTERED });
let adminToken = '';
const ids: string[] = [];

interface Row {
  id: string;
  reviewStatus: string;
  registrationTier: string;
  createdAt: string;
}
interface Page {
  items: Row[];
  nextCursor: string | null;
  counts: Record<string, number>;
}

async function list(query: Record<string, string>, token = adminToken) {
  const response = await fetch(`${SITE_URL}/api/admin/registrations?${new URLSearchParams(query)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as { success: boolean; data: Page } };
}

async function register(tier: IndividualTier, firstName = 'Asha', billing?: unknown): Promise<string> {
  const { body } = await submitRegistration({
    ...participant(),
    firstName,
    lastName: SURNAME,
    ...tierFields(tier),
    ...(billing ? { billing } : {}),
  });
  return String(body.id);
}

/** "Invoice to my institution", with a GSTIN of Karnataka that adds up. */
const INSTITUTION = {
  name: 'Karnatak University',
  address: 'Pavate Nagar\nDharwad 580003',
  stateCode: '29',
  gstin: `29AAAAK0123A1Z${gstinCheckCharacter('29AAAAK0123A1Z')}`,
};

beforeAll(async () => {
  adminToken = await idTokenFor({ admin: true });
  // Created one after another, so their dates are in this order.
  for (const tier of [FILTERED, FILTERED, OTHER, OTHER]) ids.push(await register(tier));
  ids.push(await register(FILTERED, 'Zoë Ñúñez', INSTITUTION));
  const [, second, third, fourth] = ids as [string, string, string, string, string];
  await Promise.all([second, third, fourth].map(verifyEmailOf));
  await uploadProofFor(third, `ZREF-${SURNAME}`);
  await uploadProofFor(fourth, 'ZREF-OTHER');
});

describe('the registrations table', () => {
  it('finds the rows by surname, newest first, with counts per status', async () => {
    const { status, body } = await list({ q: SURNAME.toUpperCase() });
    expect(status).toBe(200);
    expect(body.data.items.map((row) => row.id)).toEqual([...ids].reverse());
    expect(body.data.counts).toEqual({
      'email-unverified': 2,
      'awaiting-payment': 1,
      'proof-under-verification': 2,
      'payment-verified': 0,
      'proof-rejected': 0,
      cancelled: 0,
    });
  });

  it('sorts oldest first on request', async () => {
    const { body } = await list({ q: SURNAME, order: 'asc' });
    expect(body.data.items.map((row) => row.id)).toEqual(ids);
  });

  it('pages with a cursor, each row once', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, string> = { q: SURNAME, pageSize: '2', ...(after ? { after } : {}) };
      const { body } = await list(query);
      seen.push(...body.data.items.map((row) => row.id));
      after = body.data.nextCursor;
      pages += 1;
    } while (after);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
  });

  it('filters by status and by tier', async () => {
    const underReview = await list({ q: SURNAME, status: 'proof-under-verification' });
    expect(underReview.body.data.items.map((row) => row.id).sort()).toEqual([ids[2], ids[3]].sort());
    const ofTier = await list({ q: SURNAME, tier: FILTERED.id });
    expect(ofTier.body.data.items.map((row) => row.id)).toEqual([ids[4], ids[1], ids[0]]);
  });

  it('finds a registration by its payment reference, its id or its e-mail', async () => {
    expect((await list({ q: `zref-${SURNAME}` })).body.data.items.map((row) => row.id)).toEqual([ids[2]]);
    expect((await list({ q: String(ids[0]).toLowerCase() })).body.data.items.map((row) => row.id)).toEqual([ids[0]]);
  });

  it('finds partial names, e-mail prefixes and ID fragments', async () => {
    const found = async (q: string) => (await list({ q })).body.data.items.map((row) => row.id);
    const first = String(ids[0]);
    const email = String((await db.doc(`registrations/${first}`).get()).get('email'));
    const [, groupA, groupB, groupC] = first.split('-') as [string, string, string, string];

    expect(await found(PARTIAL)).toEqual([...ids].reverse());
    expect(await found(`Asha ${PARTIAL}`)).toEqual([ids[3], ids[2], ids[1], ids[0]]);
    expect(await found(`zoe nunez ${SURNAME}`)).toEqual([ids[4]]);
    expect(await found(email.slice(0, email.indexOf('@') - 1).toUpperCase())).toEqual([first]);
    // An ID fragment as pasted, with or without its hyphen, in any case.
    for (const fragment of [
      `${groupA}-${groupB}`,
      `${groupA}${groupB}`.toLowerCase(),
      ` ${groupB}-${groupC.slice(0, 3)} `,
    ]) {
      expect(await found(fragment), fragment).toContain(first);
    }
  });

  it('pages through a partial search, with the counts of all it matches on every page', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const { body } = await list({ q: PARTIAL, pageSize: '2', ...(after ? { after } : {}) });
      expect(body.data.counts).toMatchObject({ 'email-unverified': 2, 'awaiting-payment': 1 });
      seen.push(...body.data.items.map((row) => row.id));
      after = body.data.nextCursor;
    } while (after);
    expect(seen).toEqual([...ids].reverse());
  });

  it('refuses a bad filter with 400, and anyone but an administrator', async () => {
    expect((await list({ status: 'paid' })).status).toBe(400);
    // A page size out of range is refused for its range, not as if it were no number.
    for (const pageSize of ['0', '101', 'ten']) {
      const refused = await list({ pageSize });
      expect(refused.status, pageSize).toBe(400);
      expect((refused.body as unknown as { error: string }).error).toBe(
        `The page size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
      );
    }
    expect((await list({ q: SURNAME }, '')).status).toBe(401);
    expect((await list({ q: SURNAME }, await idTokenFor({ admin: false }))).status).toBe(403);
  });
});

describe('the CSV export', () => {
  it('holds the filtered rows as stored, readable with non-ASCII names', async () => {
    const response = await fetch(`${SITE_URL}/api/admin/registrations.csv?${new URLSearchParams({ q: SURNAME })}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="registrations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row['Registration ID'])).toEqual([...ids].reverse());
    for (const row of rows) {
      const stored = (await db.doc(`registrations/${row['Registration ID']}`).get()).data();
      expect(row['E-mail']).toBe(stored?.email);
      expect(row['First name']).toBe(stored?.firstName);
      expect(Number(row[`Total (INR, incl. ${EDITION.tax.name})`])).toBe(stored?.totalAmount);
      expect(row['Mobile']).toBe(`'${String(stored?.mobile)}`);
    }
    expect(rows[0]?.['First name']).toBe('Zoë Ñúñez');
    expect(rows.find((row) => row['Registration ID'] === ids[2])?.['Payment reference']).toBe(`ZREF-${SURNAME}`);
    expect(rows.find((row) => row['Registration ID'] === ids[2])?.['Status']).toBe('Proof under verification');
    // Whom to invoice, for the one that asked to invoice its institution, and nothing for the others.
    const billed = rows.find((row) => row['Registration ID'] === ids[4]);
    expect(billed).toMatchObject({
      'Invoice to': INSTITUTION.name,
      'Billing address': INSTITUTION.address,
      'Billing state code': INSTITUTION.stateCode,
      GSTIN: INSTITUTION.gstin,
    });
    expect(rows.filter((row) => row['Invoice to'] !== '').map((row) => row['Registration ID'])).toEqual([ids[4]]);
  });

  it('is refused to anyone but an administrator', async () => {
    expect((await fetch(`${SITE_URL}/api/admin/registrations.csv`)).status).toBe(401);
  });
});
