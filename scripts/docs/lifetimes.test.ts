import { describe, expect, it } from 'vitest';
import { LIFETIME_OF } from '../../functions/src/services/collections';
import {
  END,
  START,
  currentTable,
  lifetimesTable,
  readDeployDoc,
  tableIn,
  ttlCollections,
  withTable,
} from './lifetimes';

describe("docs/deploy.md's table of what expires", () => {
  it('is the code’s list, with the TTL policies firestore.indexes.json declares (npm run docs:lifetimes)', () => {
    const doc = readDeployDoc();
    expect(tableIn(doc)).not.toBe('');
    expect(tableIn(doc)).toBe(tableIn(withTable(doc, currentTable())));
  });

  it('has a row for every collection, and notices one the document lacks', () => {
    const table = lifetimesTable(LIFETIME_OF, new Set());
    for (const name of Object.keys(LIFETIME_OF)) expect(table).toContain(`| \`${name}\` |`);
    const fewer = lifetimesTable({ mail: LIFETIME_OF.mail ?? '' }, new Set());
    const doc = `a\n${START}\n\n${fewer}\n\n${END}\nb`;
    expect(tableIn(doc)).not.toBe(tableIn(withTable(doc, table)));
  });

  it('says which collections a TTL policy on expiresAt clears, and no other field’s', () => {
    const ttl = ttlCollections({
      fieldOverrides: [
        { collectionGroup: 'rateLimits', fieldPath: 'expiresAt', ttl: true },
        { collectionGroup: 'mail', fieldPath: 'queuedAt', ttl: true },
        { collectionGroup: 'audit', fieldPath: 'expiresAt' },
      ],
    });
    expect([...ttl]).toEqual(['rateLimits']);
    expect(lifetimesTable({ rateLimits: 'a minute', mail: 'a month' }, ttl)).toContain(
      '| `rateLimits` | yes | a minute |',
    );
  });
});
