// The reporters `npm run bench:tests` runs the API tests (Vitest, one file at a time) and the
// browser tests (Playwright, one worker) with: each appends its spans' cost to TEST_COST_OUTPUT as
// JSON lines (scripts/bench/test-cost.ts). Only one file or test may run at a time, or a span
// counts its neighbours' work too.
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter as PlaywrightReporter, TestCase } from '@playwright/test/reporter';
import type { Reporter as VitestReporter, TestModule } from 'vitest/node';
import { busyCpuSeconds } from '../test/cpu';
import type { CostRow } from './test-cost';

interface Mark {
  cpu: number;
  at: number;
}

const mark = (): Mark => ({ cpu: busyCpuSeconds() ?? Number.NaN, at: performance.now() });

function record(row: Omit<CostRow, 'cpuSeconds' | 'wallSeconds'>, start: Mark | undefined): void {
  const output = process.env.TEST_COST_OUTPUT;
  if (!output || !start) return;
  const end = mark();
  const cost: CostRow = { ...row, cpuSeconds: end.cpu - start.cpu, wallSeconds: (end.at - start.at) / 1000 };
  appendFileSync(output, `${JSON.stringify(cost)}\n`);
}

export class VitestFileCost implements VitestReporter {
  private readonly started = new Map<string, Mark>();

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId, mark());
  }

  onTestModuleEnd(module: TestModule): void {
    const tests = [...module.children.allTests()].length;
    record({ runner: 'API', file: relative(process.cwd(), module.moduleId), tests }, this.started.get(module.moduleId));
  }
}

export class PlaywrightTestCost implements PlaywrightReporter {
  private started: Mark | undefined;

  onTestBegin(): void {
    this.started = mark();
  }

  onTestEnd(test: TestCase): void {
    const file = relative(process.cwd(), test.location.file);
    record({ runner: 'browser', file, test: test.titlePath().slice(2).join(' › '), tests: 1 }, this.started);
  }
}
