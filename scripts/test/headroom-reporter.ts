// A Vitest reporter for `npm test`: each finished test's duration beside the timeout it ran under,
// and the errors Vitest caught outside any test (unhandled, or in a suite's hooks),
// written as JSON to HEADROOM_OUTPUT. The run reports the tests closest to their timeouts, and names
// those errors at its end: Vitest's JSON report has no place for them, and they fail a run whose
// every test passed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, SerializedError, TestModule } from 'vitest/node';
import type { RunRecord, Timing } from './headroom';

export default class HeadroomReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[], unhandledErrors: readonly SerializedError[]): void {
    const output = process.env.HEADROOM_OUTPUT;
    if (!output) return;
    const timings: Timing[] = [];
    const errors: RunRecord['errors'] = unhandledErrors.map((error) => ({ message: messageOf(error) }));
    for (const module of modules) {
      const file = relative(process.cwd(), module.moduleId);
      // A file's own errors (its top-level hooks', its loading's) are in Vitest's JSON report.
      for (const suite of module.children.allSuites()) {
        for (const error of suite.errors())
          errors.push({ where: `${file} › ${suite.fullName}`, message: messageOf(error) });
      }
      for (const test of module.children.allTests()) {
        const duration = test.diagnostic()?.duration;
        // The runner's task carries the timeout the test ran under (its own, else the project's).
        const timeout = (test as unknown as { task?: { timeout?: number } }).task?.timeout;
        if (duration === undefined || !timeout) continue;
        timings.push({ runner: test.project.name, test: `${file} › ${test.fullName}`, duration, timeout });
      }
    }
    const record: RunRecord = { timings, errors };
    // A run of named files alone may be the first in a clone: nothing has made the folder yet.
    mkdirSync(dirname(output), { recursive: true });
    writeFileSync(output, JSON.stringify(record));
  }
}

/** A stack begins with its error's name and message; without one, they are all there is. */
function messageOf(error: SerializedError): string {
  return error.stack?.includes(error.message) ? error.stack : `${error.name ?? 'Error'}: ${error.message}`;
}
