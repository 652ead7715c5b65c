// The domain imports in one direction: no file reaches itself again through its imports, type-only
// imports included (a type cycle still ties the files' meanings together and hides a missing layer).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../suite/config';

const DOMAIN = join(ROOT, 'functions', 'src', 'domain');

function importGraph(files: Record<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [name, text] of Object.entries(files)) {
    const targets = [...text.matchAll(/from '(\.[^']+)'/g)].map((match) =>
      normalize(join(dirname(name), match[1] ?? '')),
    );
    graph.set(name, targets);
  }
  return graph;
}

/** Every cycle, each written from its smallest file name. */
function cyclesOf(graph: Map<string, string[]>): string[] {
  const found = new Set<string>();
  const visit = (path: string[]) => {
    for (const next of graph.get(path.at(-1) ?? '') ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const cycle = path.slice(at);
        const start = cycle.indexOf([...cycle].sort()[0] ?? '');
        found.add([...cycle.slice(start), ...cycle.slice(0, start)].join(' → '));
      } else visit([...path, next]);
    }
  };
  for (const name of graph.keys()) visit([name]);
  return [...found].sort();
}

function domainSources(): Record<string, string> {
  const names = readdirSync(DOMAIN, { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
  );
  return Object.fromEntries(names.map((name) => [name.replace(/\.ts$/, ''), readFileSync(join(DOMAIN, name), 'utf8')]));
}

describe('the domain’s imports', () => {
  it('form no cycle, type-only imports included', () => {
    expect(cyclesOf(importGraph(domainSources()))).toEqual([]);
  });

  it('are read so that a cycle, also through a type-only import, is found', () => {
    const graph = importGraph({
      pricing: "import type { RegistrationData } from './registration-schema';",
      'registration-schema': "import { computeTotal } from './pricing';",
      tiers: '',
    });
    expect(cyclesOf(graph)).toEqual(['pricing → registration-schema']);
  });
});
