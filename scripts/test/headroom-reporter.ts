// A Vitest reporter for `npm test`: each finished test's duration beside the timeout it ran under,
// written as JSON to HEADROOM_OUTPUT, so the run can report the tests closest to their timeouts.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import type { Timing } from './headroom';

export default class HeadroomReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]): void {
    const output = process.env.HEADROOM_OUTPUT;
    if (!output) return;
    const timings: Timing[] = [];
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const duration = test.diagnostic()?.duration;
        // The runner's task carries the timeout the test ran under (its own, else the project's).
        const timeout = (test as unknown as { task?: { timeout?: number } }).task?.timeout;
        if (duration === undefined || !timeout) continue;
        const file = relative(process.cwd(), module.moduleId);
        timings.push({ runner: test.project.name, test: `${file} › ${test.fullName}`, duration, timeout });
      }
    }
    writeFileSync(output, JSON.stringify(timings));
  }
}
