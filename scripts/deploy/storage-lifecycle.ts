// Check 7: erased and expired files really leave the bucket. Versioning (the backups, docs/deploy.md)
// keeps a deleted file as a noncurrent version; the lifecycle rule in storage-lifecycle.json deletes
// those after a bounded time, and the deploy guide applies it (firebase deploy does not).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LIFECYCLE_FILE = 'storage-lifecycle.json';
/** Longest a noncurrent version may stay: what the privacy notice's backups sentence allows. */
export const MAX_NONCURRENT_DAYS = 30;

interface LifecycleRule {
  action?: { type?: string };
  condition?: { isLive?: boolean; daysSinceNoncurrentTime?: number; numNewerVersions?: number };
}

export function readLifecycle(root: string): unknown {
  const path = join(root, LIFECYCLE_FILE);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as unknown) : undefined;
}

export function lifecycleProblems(lifecycle: unknown, deployGuide: string): string[] {
  if (lifecycle === undefined) return [`${LIFECYCLE_FILE} is missing`];
  const rules = ((lifecycle as { rule?: unknown }).rule ?? []) as LifecycleRule[];
  const problems: string[] = [];
  const deletesOldVersions = Array.isArray(rules)
    ? rules.some(
        (rule) =>
          rule.action?.type === 'Delete' &&
          rule.condition?.isLive === false &&
          typeof rule.condition.daysSinceNoncurrentTime === 'number' &&
          rule.condition.daysSinceNoncurrentTime <= MAX_NONCURRENT_DAYS,
      )
    : false;
  if (!deletesOldVersions) {
    problems.push(
      `${LIFECYCLE_FILE} has no rule deleting noncurrent versions (isLive: false) within ${MAX_NONCURRENT_DAYS} days (daysSinceNoncurrentTime)`,
    );
  }
  if (!deployGuide.includes(`--lifecycle-file=${LIFECYCLE_FILE}`)) {
    problems.push(
      `docs/deploy.md never applies it: gcloud storage buckets update … --lifecycle-file=${LIFECYCLE_FILE}`,
    );
  }
  return problems;
}
