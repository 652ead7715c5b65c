// The edition under test as it was built and is served (docs/editions.md): two prerendered pages as
// Hosting sends them, before any script runs, one mail and one PDF. Every expectation comes from
// the edition's own data (editions/<id>/edition.ts), so the same test holds for any edition.
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { EDITION } from '../../functions/src/domain/edition';
import { formatInr } from '../../functions/src/domain/pricing';
import { formatCalendarDay, venueDate } from '../../functions/src/domain/venue-time';
import { editionIds } from '../../scripts/edition/resolve.mjs';
import { suiteAdminApp } from '../../scripts/suite/admin';
import { SITE_URL } from '../../scripts/suite/config';
import { idTokenFor } from '../support/auth';
import { suiteNow } from '../support/clock';
import { pdfText } from '../support/pdf';
import {
  participant,
  submitRegistration,
  uploadProofFor,
  verifyEmailOf,
  verifyPaymentOf,
  keyed,
  linkKeyOf,
} from '../support/registration';
import { individualTier, tierFields } from '../support/tiers';

const db = getFirestore(suiteAdminApp());

/** A page as Hosting serves it: the prerendered HTML, no script run. */
async function prerendered(path: string): Promise<string> {
  const response = await fetch(`${SITE_URL}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  return response.text();
}

/** The text of an HTML fragment as a reader sees it: no tags, React's empty comments, or entities. */
function textOf(html: string): string {
  return html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Each row of the first table whose caption names the registration fees: its header, then its cells. */
function feeRows(html: string): string[][] {
  const table = /<table[^>]*><caption>Registration fees[\s\S]*?<\/table>/.exec(html)?.[0];
  if (!table) throw new Error('no fees table in the page');
  const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(table)?.[1] ?? '';
  return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row = '']) =>
    [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell = '']) => textOf(cell)),
  );
}

const amountsIn = (cell: string) => cell.match(/₹[\d,]+/g) ?? [];

describe(`the prerendered site of ${EDITION.id}`, () => {
  it('names the edition and its dates on the home page', async () => {
    const html = await prerendered('/');
    expect(textOf(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '')).toBe(EDITION.name);
    expect(textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')).toBe(EDITION.name);
    expect(textOf(html)).toContain(EDITION.datesLabel);
  });

  it('shows every tier the edition offers in the fees table, with its fees in rupees, and no other', async () => {
    const html = await prerendered('/registration');
    expect(textOf(html)).toContain(`Early bird (until ${formatCalendarDay(EDITION.earlyBirdCutoff)})`);
    const rows = feeRows(html);
    expect(rows.map(([label]) => label)).toEqual(EDITION.tiers.map((tier) => tier.label));
    EDITION.tiers.forEach((tier, index) => {
      const [, earlyBird = '', normal = ''] = rows[index] ?? [];
      const expected =
        'perStudent' in tier
          ? [
              [formatInr(tier.perStudent.ieee), formatInr(tier.perStudent.nonIeee)],
              [formatInr(tier.perStudent.ieee), formatInr(tier.perStudent.nonIeee)],
            ]
          : [[formatInr(tier.earlyBird)], [formatInr(tier.normal)]];
      expect([amountsIn(earlyBird), amountsIn(normal)], tier.label).toEqual(expected);
    });
  });

  it('names no tier that only other editions offer', async () => {
    const offered = new Set<string>(EDITION.tiers.map((tier) => tier.id));
    const offeredLabels = new Set<string>(EDITION.tiers.map((tier) => tier.label));
    const others = await Promise.all(
      editionIds()
        .filter((id) => id !== EDITION.id)
        .map(async (id) => (await import(`../../editions/${id}/edition.ts`)) as { default: typeof EDITION }),
    );
    const foreign = others
      .flatMap(({ default: other }) => other.tiers)
      .filter((tier) => !offered.has(tier.id) && !offeredLabels.has(tier.label))
      .map((tier) => tier.label);
    const text = textOf(await prerendered('/registration'));
    expect(foreign.filter((label) => text.includes(label))).toEqual([]);
  });
});

describe(`a registration for ${EDITION.id}, paid and verified`, () => {
  const tier = individualTier({ ieee: false });
  const fees = EDITION.tiers.find((offered) => offered.id === tier.id);
  let id = '';
  let fee = 0;

  beforeAll(async () => {
    if (!fees || 'perStudent' in fees) throw new Error(`${tier.id} is not an individual tier of ${EDITION.id}`);
    const registeredOn = venueDate(await suiteNow());
    fee = registeredOn <= EDITION.earlyBirdCutoff ? fees.earlyBird : fees.normal;
    const { status, body } = await submitRegistration({ ...participant(), ...tierFields(tier) });
    expect(status).toBe(201);
    id = String(body.id);
    await verifyEmailOf(id);
    expect(await uploadProofFor(id, `BUILD-${id}`)).toBe(200);
    expect(await verifyPaymentOf(id, await idTokenFor({ admin: true }))).toBe(200);
  });

  it('is mailed under an ID of the edition, naming the edition and the fee it paid', async () => {
    expect(id.startsWith(`${EDITION.shortName}${EDITION.year % 100}-`), id).toBe(true);
    const mail = (await db.doc(`mail/${id}-payment-verified-1`).get()).data();
    expect(mail?.message.subject).toContain(id);
    expect(mail?.message.text).toContain(`Your payment of ${formatInr(fee)} (inclusive of ${EDITION.tax.name})`);
    expect(mail?.message.text).toContain(EDITION.name);
  });

  it('gets a payment acknowledgement naming the edition, its dates and the day at the venue', async () => {
    const response = await fetch(`${SITE_URL}${keyed(`/api/registrations/${id}/receipt.pdf`, await linkKeyOf(id))}`);
    expect(response.status).toBe(200);
    // Named by what it is, never by the registration ID.
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${EDITION.shortName}${EDITION.year}-payment-acknowledgement.pdf"`,
    );
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(EDITION.name);
    expect(text).toContain(EDITION.datesLabel);
    expect(text).toContain(`Registration tier: ${fees?.label}`);
    expect(text).toContain(`Amount received: ${formatInr(fee)} (inclusive of ${EDITION.tax.name})`);
    const today = new Intl.DateTimeFormat('en-IN', { timeZone: EDITION.venue.timeZone, dateStyle: 'long' });
    expect(text).toContain(`Payment verified on: ${today.format(await suiteNow())}`);
  });
});
