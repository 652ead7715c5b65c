import { describe, expect, it } from 'vitest';
import { reloadersLast } from './sequencer';

type File = { project: string; name: string; reloads?: boolean };
const order = (files: File[]) =>
  reloadersLast(
    files,
    (file) => file.project,
    (file) => file.reloads === true,
  ).map(({ project, name }) => `${project}:${name}`);

describe('the order of test files', () => {
  it('puts a project’s files that reload the functions after its others, wherever they were', () => {
    const files: File[] = [
      { project: 'a', name: 'reloads', reloads: true },
      { project: 'a', name: 'one' },
      { project: 'a', name: 'two' },
    ];
    expect(order(files)).toEqual(['a:one', 'a:two', 'a:reloads']);
  });

  it('keeps the projects in their order, and the order within each part', () => {
    const files: File[] = [
      { project: 'b', name: 'r1', reloads: true },
      { project: 'b', name: 'one' },
      { project: 'b', name: 'r2', reloads: true },
      { project: 'a', name: 'one' },
      { project: 'b', name: 'two' },
      { project: 'a', name: 'r', reloads: true },
      { project: 'a', name: 'two' },
    ];
    expect(order(files)).toEqual(['b:one', 'b:two', 'b:r1', 'b:r2', 'a:one', 'a:two', 'a:r']);
  });

  it('changes nothing when no file reloads them', () => {
    const files: File[] = ['c', 'a', 'b'].map((name) => ({ project: 'p', name }));
    expect(order(files)).toEqual(['p:c', 'p:a', 'p:b']);
  });
});
