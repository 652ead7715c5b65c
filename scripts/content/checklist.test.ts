import { describe, expect, it } from 'vitest';
import { certificateFactsOf } from '../../functions/src/domain/certificate';
import { invoicingFactsOf } from '../../functions/src/domain/invoice';
import { TEST_FACTS } from '../../tests/support/invoicing';
import { TBA } from '../../web/src/content/fact';
import { invoicingGaps } from '../deploy/invoicing';
import { checklistText } from './checklist-text';
import {
  editionChecklist,
  otherYears,
  readyToOpenRegistration,
  type ChecklistInput,
  type ChecklistItem,
  type EditionFacts,
} from './checklist';

const ID = 'some-edition';
const EDITION_FILE = `editions/${ID}/edition.ts`;
const contentFile = (module: string) => `editions/${ID}/content/${module}.ts`;

const person = (name: string) => ({ name, position: 'Professor', affiliation: 'An Institute', photo: `${name}.jpg` });

/** An edition with every fact given: nothing to list. */
function complete(): { edition: EditionFacts; content: Record<string, Record<string, unknown>> } {
  return {
    edition: {
      startDate: '2025-11-07',
      payment: { bankSteps: ['Choose the institute.'] },
      invoicing: { ...TEST_FACTS, lut: [] },
      refundPolicy: [{ until: '2025-10-31', percent: 100 }],
      certificate: {
        signatories: [{ name: 'A Chair', title: 'General Chair', signature: 'certificate/chair.png' }],
        logos: [],
      },
    },
    content: {
      site: {
        CONTACT: { secretaryEmail: 'secretary@conference.in', registrationEmail: 'registration@conference.in' },
        HEADER_LOGOS: [
          { badge: 'HOST', file: { src: '/logos/host.svg' } },
          { badge: 'PARTNER', file: { src: '/logos/partner.svg' } },
        ],
        SOCIAL_LINKS: [{ name: 'Facebook', href: 'https://www.facebook.com/conference2025' }],
        EXTERNAL_LINKS: { bankCollectionPage: 'https://www.onlinesbi.sbi/sbicollect/' },
      },
      privacy: {
        PRIVACY: {
          dataFiduciary: { name: 'An Institute', postalAddress: '1 Road, Town' },
          grievanceOfficer: { name: 'An Officer', email: 'officer@institute.in', postalAddress: '1 Road, Town' },
          mailProvider: 'A Mail Company',
        },
      },
      speakers: { KEYNOTE_SPEAKERS: Array.from({ length: 20 }, (_, index) => person(`Speaker ${index}`)) },
      hotels: { HOTELS: [{ name: 'A Hotel', singleRate: '₹3,000', contact: '+91 836 000 1234' }] },
    },
  };
}

const checklistOf = ({ edition, content }: ReturnType<typeof complete>): ChecklistItem[] =>
  editionChecklist({ id: ID, edition, content } satisfies ChecklistInput);

/** The one item listed, when exactly one is. */
function onlyItem(items: ChecklistItem[]): ChecklistItem {
  expect(items).toHaveLength(1);
  return items[0] as ChecklistItem;
}

describe('the edition checklist', () => {
  it('lists nothing for an edition with every fact given, and says registration may open', () => {
    const items = checklistOf(complete());
    expect(items).toEqual([]);
    expect(readyToOpenRegistration(items)).toBe(true);
    expect(checklistText(items, 'Heading').at(-1)).toMatch(/^Ready to open registration/);
  });

  it('lists invoicing facts missing, or the demo supplier, with the edition file, as check:deploy judges them', () => {
    const without = complete();
    without.edition.invoicing = undefined;
    const missing = onlyItem(checklistOf(without));
    expect(missing).toMatchObject({ stage: 'registration', file: EDITION_FILE });
    expect(missing.lines).toEqual(invoicingGaps(undefined, without.edition.startDate));
    const facts = invoicingFactsOf(undefined);
    for (const fact of facts.complete ? [] : facts.missing) expect(missing.lines.join(' ')).toContain(fact);

    const demo = complete();
    demo.edition.invoicing = { ...TEST_FACTS, lut: [], demo: true };
    const item = onlyItem(checklistOf(demo));
    expect(item).toMatchObject({ stage: 'registration', file: EDITION_FILE });
    expect(item.lines[0]).toContain('demo: true');
  });

  it('lists a refund policy not given, under the edition file', () => {
    const input = complete();
    input.edition.refundPolicy = undefined;
    const item = onlyItem(checklistOf(input));
    expect(item).toMatchObject({ stage: 'registration', file: EDITION_FILE });
    expect(item.lines[0]).toMatch(/^refundPolicy /);
  });

  it('lists the certificates’ missing facts as needed only before the certificates, not registration', () => {
    const input = complete();
    input.edition.certificate = { logos: [] };
    const items = checklistOf(input);
    const item = onlyItem(items);
    expect(item).toMatchObject({ stage: 'certificates', file: EDITION_FILE });
    const facts = certificateFactsOf(input.edition);
    for (const fact of facts.complete ? [] : facts.missing) expect(item.lines[0]).toContain(fact);
    expect(readyToOpenRegistration(items)).toBe(true);
  });

  it('lists a contact address and a grievance officer’s fact that are TBA, with their file and field, before registration', () => {
    const input = complete();
    const site = input.content.site as { CONTACT: Record<string, unknown> };
    site.CONTACT.registrationEmail = TBA;
    const contact = onlyItem(checklistOf(input));
    expect(contact).toMatchObject({ stage: 'registration', file: contentFile('site') });
    expect(contact.lines).toEqual([expect.stringMatching(/^CONTACT: registrationEmail /)]);

    const privacy = complete();
    (
      privacy.content.privacy as { PRIVACY: { grievanceOfficer: Record<string, unknown> } }
    ).PRIVACY.grievanceOfficer.email = TBA;
    const officer = onlyItem(checklistOf(privacy));
    expect(officer).toMatchObject({ stage: 'registration', file: contentFile('privacy') });
    expect(officer.lines).toEqual([expect.stringMatching(/^PRIVACY\.grievanceOfficer: email /)]);
    expect(readyToOpenRegistration([officer])).toBe(false);
    expect(checklistText([officer], 'Heading').at(-1)).toMatch(/^Not ready to open registration: 1 item/);
  });

  it('counts the cards of a list that lack a fact, rather than listing each', () => {
    const input = complete();
    const speakers = (input.content.speakers as { KEYNOTE_SPEAKERS: Record<string, unknown>[] }).KEYNOTE_SPEAKERS;
    speakers.slice(0, 14).forEach((speaker) => (speaker.photo = TBA));
    speakers.slice(0, 3).forEach((speaker) => (speaker.affiliation = TBA));
    const item = onlyItem(checklistOf(input));
    expect(item).toMatchObject({ stage: 'site', file: contentFile('speakers') });
    expect(item.lines).toEqual([
      expect.stringMatching(/^KEYNOTE_SPEAKERS: 14 of 20 \w+ lack photo; 3 lack affiliation$/),
    ]);
    expect(readyToOpenRegistration([item])).toBe(true);
  });

  it('names the logos without a file, and where their files go', () => {
    const input = complete();
    const [, partner] = (input.content.site as { HEADER_LOGOS: Record<string, unknown>[] }).HEADER_LOGOS;
    if (partner) partner.file = TBA;
    const item = onlyItem(checklistOf(input));
    expect(item).toMatchObject({ stage: 'site', file: contentFile('site'), filesIn: `editions/${ID}/public/logos/` });
    expect(item.lines).toEqual([expect.stringMatching(/^HEADER_LOGOS: 1 of 2 \w+ lack file: PARTNER$/)]);
  });

  it("lists a social link that leads only to the network's home page, and a hotel's fact TBA", () => {
    const input = complete();
    const [facebook] = (input.content.site as { SOCIAL_LINKS: { href: string }[] }).SOCIAL_LINKS;
    if (facebook) facebook.href = 'https://www.facebook.com/';
    const [hotel] = (input.content.hotels as { HOTELS: Record<string, unknown>[] }).HOTELS;
    if (hotel) hotel.singleRate = TBA;
    const items = checklistOf(input);
    expect(items).toHaveLength(2);
    expect(items.map(({ stage, file }) => ({ stage, file }))).toEqual([
      { stage: 'site', file: contentFile('site') },
      { stage: 'site', file: contentFile('hotels') },
    ]);
    expect(items[0]?.lines).toEqual([expect.stringMatching(/^SOCIAL_LINKS: 1 of 1 .*\(href\): Facebook$/)]);
    expect(items[1]?.lines).toEqual([expect.stringMatching(/^HOTELS: 1 of 1 \w+ lack singleRate: A Hotel$/)]);
  });

  it("takes the bank's general page for a gap before registration only when no steps lead from it", () => {
    const input = complete();
    input.edition.payment = {};
    const item = onlyItem(checklistOf(input));
    expect(item).toMatchObject({ stage: 'registration', file: contentFile('site') });
    expect(item.lines[0]).toMatch(/^EXTERNAL_LINKS: bankCollectionPage /);
    expect(item.lines.join(' ')).toContain('payment.bankSteps');
  });

  it('lists a TBA in any content module, under that module’s file', () => {
    const input = complete();
    input.content.extras = { BANNER: { text: TBA } };
    const item = onlyItem(checklistOf(input));
    expect(item).toMatchObject({ stage: 'site', file: contentFile('extras') });
    expect(item.lines).toEqual([expect.stringMatching(/^BANNER: text /)]);
  });

  it("lists the words that name a year other than the edition's, by file, without holding registration back", () => {
    const input = complete();
    input.edition.siteOrigin = 'https://conference2024.example.org';
    input.content.dates = {
      IMPORTANT_DATES: [
        { label: 'Call for papers', date: '1 June 2024' },
        { label: 'Submission deadline', date: '1 Sept 2025' },
        { label: 'Camera ready', date: '1 Oct 2023' },
      ],
      POSTER_UPLOAD_DEADLINE: '05 Nov 2024',
    };
    const items = checklistOf(input);
    expect(items.map(({ stage, file }) => ({ stage, file }))).toEqual([
      { stage: 'years', file: EDITION_FILE },
      { stage: 'years', file: contentFile('dates') },
    ]);
    expect(items[0]?.lines).toEqual([
      expect.stringMatching(/^siteOrigin: https:\/\/conference2024\.example\.org names 2024: /),
    ]);
    expect(items[1]?.lines).toEqual([
      'IMPORTANT_DATES: 2 of 3 entries name 2023, 2024 (date): Call for papers, Camera ready',
      'POSTER_UPLOAD_DEADLINE names 2024',
    ]);
    expect(readyToOpenRegistration(items)).toBe(true);
  });

  it('takes a year from four digits standing alone, not from a postcode, a mobile number or a longer number', () => {
    expect(otherYears('icei2024.web.app, 1 June 2024 and 2023-12-01', 2025)).toEqual([2023, 2024]);
    expect(otherYears('Dharwad 580020, +91 98765 43210, 120245 and 20245', 2025)).toEqual([]);
    expect(otherYears('7 November 2025, in 1999 dollars', 2025)).toEqual([1999]);
  });

  it('orders the items by stage: before registration, the site, the certificates', () => {
    const input = complete();
    input.edition.certificate = undefined;
    const [hotel] = (input.content.hotels as { HOTELS: Record<string, unknown>[] }).HOTELS;
    if (hotel) hotel.contact = TBA;
    input.edition.refundPolicy = undefined;
    expect(checklistOf(input).map(({ stage }) => stage)).toEqual(['registration', 'site', 'certificates']);
  });
});
