// Check 5: every collection the function writes an expiry into has Firestore's TTL policy on that
// field, so the documents really go (rate-limit counters hold hashed addresses, tokens grant access).
import type { DocumentWrite } from './firestore-writes';
import type { FirestoreIndexes } from './firestore-indexes';

/** The field this codebase stores a document's expiry in. */
export const EXPIRY_FIELD = 'expiresAt';

export interface ExpiringCollections {
  collections: string[];
  /** Writes of the field whose collection the check could not tell. */
  unknown: string[];
}

export function expiringCollections(writes: DocumentWrite[]): ExpiringCollections {
  const expiring = writes.filter((write) => write.fields.includes(EXPIRY_FIELD));
  return {
    collections: [...new Set(expiring.flatMap((write) => (write.collection ? [write.collection] : [])))].sort(),
    unknown: expiring.filter((write) => !write.collection).map((write) => write.at),
  };
}

export function ttlProblems(expiring: ExpiringCollections, indexes: FirestoreIndexes): string[] {
  const problems = expiring.unknown.map(
    (at) => `${at} writes ${EXPIRY_FIELD} to a document whose collection the check cannot tell`,
  );
  for (const collection of expiring.collections) {
    const policy = (indexes.fieldOverrides ?? []).some(
      (o) => o.collectionGroup === collection && o.fieldPath === EXPIRY_FIELD && o.ttl === true,
    );
    if (!policy) {
      problems.push(
        `${collection}: documents get ${EXPIRY_FIELD}, but firestore.indexes.json has no fieldOverrides entry with ttl: true on it`,
      );
    }
  }
  return problems;
}
