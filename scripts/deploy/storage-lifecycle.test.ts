import { describe, expect, it } from 'vitest';
import { storageLifecycleCheck } from './checks';
import { loadRepository } from './repository';
import { LIFECYCLE_FILE, lifecycleProblems, readLifecycle } from './storage-lifecycle';

describe('deploy check 7: old versions of files leave the bucket', () => {
  const repo = loadRepository();
  const shipped = readLifecycle(repo.root);
  const deleteAfter = (days: number, isLive = false) => ({
    rule: [{ action: { type: 'Delete' }, condition: { isLive, daysSinceNoncurrentTime: days } }],
  });

  it('passes on the repository', () => {
    expect(storageLifecycleCheck(repo).problems).toEqual([]);
  });

  it('fails without the file, without a rule on noncurrent versions, or with one that waits too long', () => {
    expect(lifecycleProblems(undefined, repo.deployGuide)).toEqual([`${LIFECYCLE_FILE} is missing`]);
    for (const lifecycle of [{ rule: [] }, deleteAfter(365), deleteAfter(1, true), { rule: 'x' }]) {
      expect(lifecycleProblems(lifecycle, repo.deployGuide)).toEqual([expect.stringContaining('noncurrent')]);
    }
    expect(lifecycleProblems(deleteAfter(7), repo.deployGuide)).toEqual([]);
  });

  it('fails when the deploy guide never applies it', () => {
    const guide = repo.deployGuide.replaceAll(`--lifecycle-file=${LIFECYCLE_FILE}`, '');
    expect(lifecycleProblems(shipped, guide)).toEqual([expect.stringContaining('never applies it')]);
  });
});
