// `npm run edition:check`: what an edition still lacks, as a checklist an organiser works through.
// Each item names the file to edit and the field; lists of cards are counted, not printed card by
// card. Four stages: what must be given before registration opens (it decides the exit code:
// tax invoices, the refund policy, the contacts, the privacy notice's facts, the way to the bank),
// the words that name a year other than the edition's (a copy of last year's edition keeps them),
// what the site still shows as "to be announced" (it says so, so it can follow), and what the
// certificates need by the last conference day. The rules are the product's own: invoicing is
// judged as check:deploy judges a real project (scripts/deploy/invoicing.ts), certificates as the
// functions refuse them (domain/certificate.ts), content as TBA (web/src/content/fact.ts) and links
// as generic-links.ts finds them.
import {
  certificateFactsOf,
  type CertificateLogo,
  type CertificateSignatory,
} from '../../functions/src/domain/certificate';
import type { InvoicingInput } from '../../functions/src/domain/invoice';
import { TBA } from '../../web/src/content/fact';
import { invoicingGaps } from '../deploy/invoicing';
import { contentPlaces, type ContentPlace } from './content-walk';
import { isGenericLink } from './generic-links';

/** The edition's facts the checklist judges (editions/<id>/edition.ts, its default export). */
export interface EditionFacts {
  startDate: string;
  /** The site's address in a build for no real project (a real one publishes its PUBLIC_SITE_URL). */
  siteOrigin?: string | undefined;
  payment: { bankSteps?: readonly string[] | undefined };
  invoicing?: InvoicingInput | undefined;
  refundPolicy?: readonly unknown[] | undefined;
  certificate?:
    | { signatories?: readonly CertificateSignatory[] | undefined; logos?: readonly CertificateLogo[] | undefined }
    | undefined;
}

export interface ChecklistInput {
  id: string;
  edition: EditionFacts;
  /** The edition's content modules by file name (editions/<id>/content/<name>.ts). */
  content: Readonly<Record<string, object>>;
}

export type Stage = 'registration' | 'years' | 'site' | 'certificates';

export interface ChecklistItem {
  stage: Stage;
  topic: string;
  /** The file to edit, from the repository's root. */
  file: string;
  /** Where the files it names go, from the repository's root; absent when it names none. */
  filesIn?: string;
  /** What is missing, a line each, starting with the field. */
  lines: string[];
}

interface ContentTopic {
  title: string;
  stage: Stage;
  /** What it covers: a module ("committees"), an export ("site.CONTACT") or a field under one. */
  covers: readonly string[];
  /** What one entry of its lists is called, in the plural. */
  entries?: string;
  /** Where under editions/<id>/ the files it names go. */
  filesIn?: string;
  /** A line added under the item when it is listed. */
  note?: string;
  /** A link to a site's home page that is meant here, given the edition. */
  homePageMeant?: (edition: EditionFacts) => boolean;
}

// In the order an organiser meets them; a fact matches the first topic that covers it.
const CONTENT_TOPICS: readonly ContentTopic[] = [
  {
    title: 'Paying the fee',
    stage: 'registration',
    covers: ['site.EXTERNAL_LINKS.bankCollectionPage'],
    // The bank's general page is where `payment.bankSteps` start from (the payment step lists them).
    homePageMeant: (edition) => (edition.payment.bankSteps?.length ?? 0) > 0,
    note: "registrants must find the institute's page there: link that page, or give payment.bankSteps in edition.ts, the bank's own questions that lead to it",
  },
  { title: 'Contacts', stage: 'registration', covers: ['site.CONTACT'] },
  { title: 'Privacy notice', stage: 'registration', covers: ['privacy.PRIVACY'] },
  {
    title: 'Logos',
    stage: 'site',
    covers: ['site.HEADER_LOGOS', 'site.PARTNER_LOGO'],
    entries: 'logos',
    filesIn: 'public/logos/',
  },
  { title: 'Social links', stage: 'site', covers: ['site.SOCIAL_LINKS'], entries: 'links' },
  { title: 'Keynote speakers', stage: 'site', covers: ['speakers'], entries: 'cards', filesIn: 'photos/' },
  { title: 'Hotels', stage: 'site', covers: ['hotels'], entries: 'hotels' },
  { title: 'Committee', stage: 'site', covers: ['committees'], entries: 'cards', filesIn: 'photos/' },
  { title: 'Sponsors', stage: 'site', covers: ['sponsorship'], entries: 'cards' },
  {
    title: 'Documents, forms and links',
    stage: 'site',
    covers: ['site.DOCUMENTS', 'site.EXTERNAL_LINKS', 'site.HOST_INSTITUTE'],
    filesIn: 'public/docs/',
  },
  { title: 'Home page', stage: 'site', covers: ['home'], entries: 'entries' },
  { title: 'Photos', stage: 'site', covers: ['gallery', 'venue'], entries: 'photos', filesIn: 'public/images/' },
];

type GapKind = 'unknown' | 'home page' | 'another year';

interface Gap extends ContentPlace {
  kind: GapKind;
  /** For 'another year': the years the text names other than the edition's. */
  years?: readonly number[];
}

/** The edition's year: its first day's. */
const yearOf = (edition: EditionFacts) => Number(edition.startDate.slice(0, 4));

/**
 * The years a text names other than `year`, in order: a four-digit number from 1900 to 2099 not
 * part of a longer one ("1 Sept 2025", "icei2025.web.app"; not a postcode or a phone number).
 */
export function otherYears(text: string, year: number): number[] {
  const named = [...text.matchAll(/(?<!\d)(?:19|20)\d\d(?!\d)/g)].map(([digits]) => Number(digits));
  return [...new Set(named)].filter((named) => named !== year).sort((a, b) => a - b);
}

const covers = (topic: ContentTopic, { module, path }: ContentPlace) => {
  const at = [module, ...path].join('.');
  return topic.covers.some((covered) => at === covered || at.startsWith(`${covered}.`));
};

/** The topic a content fact belongs to: the first that covers it, else its file's. */
function topicOf(place: ContentPlace): ContentTopic {
  return (
    CONTENT_TOPICS.find((topic) => covers(topic, place)) ?? {
      title: 'Other facts',
      stage: 'site',
      covers: [place.module],
    }
  );
}

const listed = (words: readonly string[]) => words.join(', ');

/** A list entry's own name, when it has one: a logo's badge, a link's or a person's name. */
function labelOf(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { badge, name, label } = entry as Record<string, unknown>;
  return [badge, name, label].find((value): value is string => typeof value === 'string');
}

/**
 * One export's gaps of one kind in a line: a list counted by entry ("HOTELS: 8 of 8 hotels lack
 * name, contact"), with the entries' names when they have them and are few; an object by field.
 */
function exportLines(name: string, value: unknown, gaps: readonly Gap[], kind: GapKind, entries: string): string[] {
  const years = listed([...new Set(gaps.flatMap((gap) => gap.years ?? []))].sort().map(String));
  if (Array.isArray(value)) {
    const byEntry = new Map<string, Set<string>>();
    for (const { path } of gaps) {
      const field = path.slice(2).join('.') || '(the whole entry)';
      byEntry.set(path[1] ?? '', (byEntry.get(path[1] ?? '') ?? new Set()).add(field));
    }
    const fieldCounts = new Map<string, number>();
    for (const fields of byEntry.values())
      for (const field of fields) fieldCounts.set(field, (fieldCounts.get(field) ?? 0) + 1);
    const byCount = new Map<number, string[]>();
    for (const [field, count] of fieldCounts) byCount.set(count, [...(byCount.get(count) ?? []), field]);
    const counted = [...byCount]
      .sort(([a], [b]) => b - a)
      .map(([count, fields], index) => {
        const counted = index === 0 ? `${count} of ${value.length} ${entries}` : String(count);
        if (kind === 'unknown') return `${counted} lack ${listed(fields)}`;
        if (kind === 'home page') return `${counted} lead only to a site's home page (${listed(fields)})`;
        return `${counted} name ${years} (${listed(fields)})`;
      });
    const labels = [...byEntry.keys()].map((index) => labelOf(value[Number(index)]));
    const named = labels.length <= 10 && labels.every((label) => label !== undefined) ? `: ${listed(labels)}` : '';
    return [`${name}: ${counted.join('; ')}${named}`];
  }
  const byParent = new Map<string, string[]>();
  for (const { path } of gaps) {
    const parent = path.slice(0, -1).join('.');
    byParent.set(parent, [...(byParent.get(parent) ?? []), path.at(-1) ?? '']);
  }
  const said = (count: number) => {
    const one = count === 1;
    if (kind === 'unknown') return one ? 'is TBA' : 'are TBA';
    if (kind === 'home page') return one ? "leads only to a site's home page" : "lead only to a site's home page";
    return one ? `names ${years}` : `name ${years}`;
  };
  // A fact right under the module (committees' EDITORIAL_BOARD) is named by itself.
  return [...byParent].map(([parent, keys]) =>
    parent === '' ? `${listed(keys)} ${said(keys.length)}` : `${parent}: ${listed(keys)} ${said(keys.length)}`,
  );
}

/**
 * The content's gaps: every TBA, every link to a home page not meant as one, and every text that
 * names a year other than the edition's.
 */
export function contentGaps({ edition, content }: ChecklistInput): Gap[] {
  return contentPlaces(content).flatMap((place): Gap[] => {
    if (place.value === TBA) return [{ ...place, kind: 'unknown' }];
    if (typeof place.value !== 'string') return [];
    const years = otherYears(place.value, yearOf(edition));
    return [
      ...(isGenericLink(place.value) && !topicOf(place).homePageMeant?.(edition)
        ? [{ ...place, kind: 'home page' as const }]
        : []),
      ...(years.length > 0 ? [{ ...place, kind: 'another year' as const, years }] : []),
    ];
  });
}

/** The topic of the words that name another year: one item per file, whatever the facts' topics. */
const yearsTopic = (module: string): ContentTopic => ({
  title: 'Another year named',
  stage: 'years',
  covers: [module],
  entries: 'entries',
});

function contentItems(input: ChecklistInput): ChecklistItem[] {
  const { id, content } = input;
  const byItem = new Map<string, { topic: ContentTopic; module: string; gaps: Gap[] }>();
  for (const gap of contentGaps(input)) {
    const topic = gap.kind === 'another year' ? yearsTopic(gap.module) : topicOf(gap);
    const key = `${topic.title}\u0000${gap.module}`;
    const item = byItem.get(key) ?? { topic, module: gap.module, gaps: [] };
    item.gaps.push(gap);
    byItem.set(key, item);
  }
  const order = (topic: ContentTopic) => {
    const index = CONTENT_TOPICS.indexOf(topic);
    return index === -1 ? CONTENT_TOPICS.length : index;
  };
  return [...byItem.values()]
    .sort((a, b) => order(a.topic) - order(b.topic))
    .map(({ topic, module, gaps }) => {
      const exports = [...new Set(gaps.map(({ path }) => path[0] ?? ''))];
      const lines = exports.flatMap((name) =>
        (['unknown', 'home page', 'another year'] as const).flatMap((kind) => {
          const of = gaps.filter((gap) => gap.path[0] === name && gap.kind === kind);
          if (of.length === 0) return [];
          const value = (content[module] as Record<string, unknown>)[name];
          return exportLines(name, value, of, kind, topic.entries ?? 'entries');
        }),
      );
      return {
        stage: topic.stage,
        topic: topic.title,
        file: `editions/${id}/content/${module}.ts`,
        ...(topic.filesIn ? { filesIn: `editions/${id}/${topic.filesIn}` } : {}),
        lines: topic.note ? [...lines, topic.note] : lines,
      };
    });
}

/** The edition's own facts (edition.ts): invoicing, the refund policy, the certificates. */
function editionItems({ id, edition }: ChecklistInput): ChecklistItem[] {
  const file = `editions/${id}/edition.ts`;
  const items: ChecklistItem[] = [];
  const invoicing = invoicingGaps(edition.invoicing, edition.startDate);
  if (invoicing.length > 0) items.push({ stage: 'registration', topic: 'Tax invoices', file, lines: invoicing });
  if (!edition.refundPolicy?.length) {
    items.push({
      stage: 'registration',
      topic: 'Refund policy',
      file,
      lines: [
        'refundPolicy is not given: the fees page says the policy will be announced, and each refund is decided by hand (docs/editions.md, "refundPolicy")',
      ],
    });
  }
  const siteYears = otherYears(edition.siteOrigin ?? '', yearOf(edition));
  if (siteYears.length > 0) {
    items.push({
      stage: 'years',
      topic: 'Another year named',
      file,
      lines: [
        `siteOrigin: ${edition.siteOrigin} names ${listed(siteYears.map(String))}: the pages of a build for no real project (npm run build, the local suite) link to it`,
      ],
    });
  }
  const certificate = certificateFactsOf(edition);
  if (!certificate.complete) {
    items.push({
      stage: 'certificates',
      topic: 'Certificates of participation',
      file,
      filesIn: `editions/${id}/certificate/`,
      lines: [
        `certificate lacks ${certificate.missing.join(' and ')}: certificates are refused until both are given (docs/editions.md)`,
      ],
    });
  }
  return items;
}

export const STAGES: readonly Stage[] = ['registration', 'years', 'site', 'certificates'];

/** Everything the edition still lacks, by stage, then in an organiser's order. */
export function editionChecklist(input: ChecklistInput): ChecklistItem[] {
  const items = [...editionItems(input), ...contentItems(input)];
  return STAGES.flatMap((stage) => items.filter((item) => item.stage === stage));
}

/** Registration may open when nothing of the first stage is left. */
export const readyToOpenRegistration = (items: readonly ChecklistItem[]) =>
  !items.some((item) => item.stage === 'registration');
