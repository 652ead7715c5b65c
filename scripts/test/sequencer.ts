// Vitest's order of test files (vitest.config.ts), with one rule of ours: a file that reloads the
// function's triggers runs after every other file of its project. A reload stops every process the
// Functions emulator has started for the function (each about 1.6 CPU-s to start), so the files
// after it would start them all again: about ten `api` processes in the API tests that run
// alone, where requests go eight at once (docs/development.md, "What `npm test` runs").
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files whose tests reload every function: the Emulator Hub's `enableBackgroundTriggers`. */
const RELOADS_FUNCTIONS = new Set(['tests/integration/jobs-disabled.alone.test.ts']);

/**
 * `files` in their order, but each project's files that reload the functions after its others;
 * the projects keep their order, and so do the files within each part.
 */
export function reloadersLast<T>(
  files: readonly T[],
  projectOf: (file: T) => string,
  reloads: (file: T) => boolean,
): T[] {
  const projects = [...new Set(files.map(projectOf))];
  return files
    .map((file, index) => ({ file, index, project: projects.indexOf(projectOf(file)), last: reloads(file) }))
    .sort((a, b) => a.project - b.project || Number(a.last) - Number(b.last) || a.index - b.index)
    .map(({ file }) => file);
}

export default class ReloadersLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return reloadersLast(
      await super.sort(files),
      (file) => file.project.name,
      (file) => RELOADS_FUNCTIONS.has(relative(this.ctx.config.root, file.moduleId)),
    );
  }
}
