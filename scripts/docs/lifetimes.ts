// The table in docs/deploy.md ("What expires") of how long each Firestore collection's documents
// live and how they end, made from the code's own list (LIFETIME_OF in functions/src/services/
// collections.ts) and the TTL policies firestore.indexes.json declares, so the two cannot drift:
// `npm run docs:lifetimes` writes it, and lifetimes.test.ts fails when the document differs.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LIFETIME_OF } from '../../functions/src/services/collections';

const DEPLOY_DOC = new URL('../../docs/deploy.md', import.meta.url);
const INDEXES = new URL('../../firestore.indexes.json', import.meta.url);
export const START = '<!-- lifetimes: made by `npm run docs:lifetimes` from LIFETIME_OF; do not edit -->';
export const END = '<!-- /lifetimes -->';

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
}

/** The collections whose documents a TTL policy deletes once their `expiresAt` has passed. */
export function ttlCollections(indexes: { fieldOverrides?: FieldOverride[] }): Set<string> {
  return new Set(
    (indexes.fieldOverrides ?? [])
      .filter((override) => override.ttl === true && override.fieldPath === 'expiresAt')
      .map((override) => override.collectionGroup),
  );
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function lifetimesTable(lifetimes: Record<string, string>, ttl: Set<string>): string {
  const rows = Object.entries(lifetimes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, lifetime]) => `| \`${name}\` | ${ttl.has(name) ? 'yes' : 'no'} | ${cell(lifetime)} |`);
  return [
    '| Collection | TTL on `expiresAt` | How long it lives, and how it ends |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The document with the table between its markers replaced by `table`. */
export function withTable(markdown: string, table: string): string {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/deploy.md has no ${START} … ${END} markers`);
  return `${markdown.slice(0, start + START.length)}\n\n${table}\n\n${markdown.slice(end)}`;
}

export function currentTable(): string {
  return lifetimesTable(LIFETIME_OF, ttlCollections(JSON.parse(readFileSync(INDEXES, 'utf8'))));
}

export const readDeployDoc = () => readFileSync(DEPLOY_DOC, 'utf8');

/** The table between the markers, each cell trimmed: Prettier pads the columns it writes. */
export function tableIn(markdown: string): string {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start < 0 || end < start) return '';
  return markdown
    .slice(start + START.length, end)
    .trim()
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .map((cellText) => cellText.trim().replace(/^-+$/, '---'))
        .join('|'),
    )
    .join('\n');
}

if (process.argv[1] === import.meta.filename) {
  const { format, resolveConfig } = await import('prettier');
  const written = withTable(readDeployDoc(), currentTable());
  const options = (await resolveConfig(fileURLToPath(DEPLOY_DOC))) ?? {};
  writeFileSync(DEPLOY_DOC, await format(written, { ...options, filepath: fileURLToPath(DEPLOY_DOC) }));
  console.log('docs/deploy.md: the lifetimes table is written from LIFETIME_OF and firestore.indexes.json');
}
