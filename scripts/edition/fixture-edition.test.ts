// The domain, a mail and a PDF built with the fictional second edition (editions/fixture-2031):
// its facts, not those of the edition under test, come out.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import fixture from '../../editions/fixture-2031/edition';
import type * as Entry from './edition-entry';
import { importWithEdition } from './bundle';

let built: typeof Entry;
beforeAll(async () => {
  process.env.PUBLIC_SITE_URL ??= 'https://fixture.example.org';
  built = await importWithEdition<typeof Entry>(new URL('edition-entry.ts', import.meta.url).pathname, fixture.id);
}, 60_000);

const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: bytes, standardFontDataUrl }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('');
}

const author = fixture.tiers.find((tier) => tier.id === 'author-presenter-ieee');

describe('a build with another edition', () => {
  it('names that conference and offers only its tiers', () => {
    expect(built.CONFERENCE.name).toBe(fixture.name);
    expect(built.TIERS.map((tier) => tier.id)).toEqual(fixture.tiers.map((tier) => tier.id));
  });

  it('charges its fees on either side of its early-bird cutoff', () => {
    if (!author || !('earlyBird' in author)) throw new Error('the fixture offers an IEEE author tier');
    const total = (instant: string) =>
      built.computeTotal({ registrationTier: author.id, numPapers: 2 }, new Date(instant)).total;
    expect(built.EARLY_BIRD_CUTOFF).toBe(fixture.earlyBirdCutoff);
    expect(total(`${fixture.earlyBirdCutoff}T12:00:00Z`)).toBe(2 * author.earlyBird);
    expect(total(`${fixture.startDate}T12:00:00Z`)).toBe(2 * author.normal);
  });

  it("counts its days in its venue's time zone, not India's", () => {
    // 23:30 in Berlin the evening before opening is already the opening day in India.
    const opening = fixture.registration.opensOn;
    const eve = new Date(Date.parse(`${opening}T00:00:00+01:00`) - 30 * 60_000);
    expect(built.registrationPhase(eve)).toBe('not-yet-open');
    expect(built.registrationPhase(new Date(`${opening}T00:30:00+01:00`))).toBe('open');
    expect(built.REGISTRATION_CLOSED).toContain(`${fixture.shortName} ${fixture.year}`);
    expect(built.REGISTRATION_CLOSED).toContain(fixture.venue.zoneName);
  });

  it('sends mails and issues acknowledgements that name it', async () => {
    const mail = built.verificationMail({
      registrationId: 'ICEI25-TEST-0000-00001',
      email: 'ravi@example.org',
      token: 'token',
      event: 'verify-email-1',
    });
    expect(mail.message.text).toContain(fixture.name);
    if (!author || !('earlyBird' in author)) throw new Error('the fixture offers an IEEE author tier');
    const pdf = await built.receiptPdf(
      {
        id: 'ICEI25-TEST-0000-00001',
        title: 'Dr',
        firstName: 'Ravi',
        lastName: 'Kumar',
        organization: 'Civic Institute',
        email: 'ravi@example.org',
        registrationTier: author.id,
        numPapers: 1,
        paperIds: ['SCI-7'],
        totalAmount: author.earlyBird,
        pricing: built.computeTotal(
          { registrationTier: author.id, numPapers: 1 },
          new Date(`${fixture.earlyBirdCutoff}T08:00:00Z`),
        ),
        paymentReferenceId: 'REF-1',
        paymentVerifiedAt: new Date(`${fixture.earlyBirdCutoff}T09:00:00Z`),
      } as Parameters<typeof built.receiptPdf>[0],
      new Date(`${fixture.earlyBirdCutoff}T10:00:00Z`),
    );
    const text = await pdfText(new Uint8Array(pdf));
    expect(text).toContain(fixture.name);
    expect(text).toContain(fixture.datesLabel);
    expect(text).toContain(author.label);
    // The amount is stated inclusive of the edition's own tax, never another edition's.
    expect(text).toContain(`inclusive of ${fixture.tax.name}`);
    expect(text).not.toMatch(/\bGST\b/);
  });
});
