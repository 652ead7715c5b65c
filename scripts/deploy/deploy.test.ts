import { describe, expect, it } from 'vitest';
import { deploySteps, runSteps, type Step } from './deploy';

describe('npm run deploy', () => {
  it('checks the named project, then deploys it with the options given', () => {
    const steps = deploySteps(['--project', 'icei2025-live', '--only', 'hosting']) as Step[];
    expect(steps.map((step) => [step.name, step.args])).toEqual([
      ['deploy check', ['run', '--silent', 'check:deploy', '--', '--project', 'icei2025-live']],
      ['firebase deploy', ['deploy', '--project', 'icei2025-live', '--only', 'hosting']],
    ]);
    expect(steps[1]?.command).toMatch(/node_modules\/\.bin\/firebase$/);
  });

  it('refuses to guess the project, or to deploy to a demo one', () => {
    expect(deploySteps(['--only', 'hosting'])).toEqual({ error: expect.stringMatching(/^Name the project/) });
    expect(deploySteps(['-P', 'demo-icei2025'])).toEqual({ error: expect.stringMatching(/is a demo project/) });
  });

  it('deploys nothing when the check fails, and ends with the failing step’s code', () => {
    const steps = deploySteps(['-P', 'icei2025-live']) as Step[];
    const ran: string[] = [];
    expect(runSteps(steps, (step) => (ran.push(step.name), step.name === 'deploy check' ? 1 : 0))).toBe(1);
    expect(ran).toEqual(['deploy check']);
    ran.length = 0;
    expect(runSteps(steps, (step) => (ran.push(step.name), 0))).toBe(0);
    expect(ran).toEqual(['deploy check', 'firebase deploy']);
  });
});
