import { describe, expect, it } from 'vitest';
import { chunksOf, type Manifest } from './manifest';

// A small build: an entry importing a shared chunk, a lazy page importing the same, a cycle.
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['src/page.tsx'] },
  '_shared.js': { file: 'assets/shared.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js', imports: ['_shared.js'] },
  'src/page.tsx': {
    file: 'assets/page.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/later.ts'],
  },
  'src/later.ts': { file: 'assets/later.js', isDynamicEntry: true },
};
const files = (roots: string[], dynamic = false) => chunksOf(MANIFEST, roots, { dynamic }).map((chunk) => chunk.file);

describe('chunksOf', () => {
  it('lists a root first, then what it imports statically, each once, through cycles', () => {
    expect(files(['index.html'])).toEqual(['assets/index.js', 'assets/shared.js', 'assets/runtime.js']);
  });

  it('lists what a chunk imports before the chunk when asked, the order modules run in', () => {
    const ordered = chunksOf(MANIFEST, ['src/page.tsx', 'index.html'], { importsFirst: true });
    expect(ordered.map((chunk) => chunk.file)).toEqual([
      'assets/runtime.js',
      'assets/shared.js',
      'assets/page.js',
      'assets/index.js',
    ]);
  });

  it('follows what may load later only when asked', () => {
    expect(files(['index.html'], true)).toEqual([
      'assets/index.js',
      'assets/shared.js',
      'assets/runtime.js',
      'assets/page.js',
      'assets/later.js',
    ]);
  });

  it('lists a chunk two roots share once', () => {
    expect(files(['index.html', 'src/page.tsx'])).toEqual([
      'assets/index.js',
      'assets/shared.js',
      'assets/runtime.js',
      'assets/page.js',
    ]);
  });

  it('names a key the manifest does not hold', () => {
    expect(() => files(['src/gone.tsx'])).toThrow(/src\/gone\.tsx is not in Vite's manifest/);
  });
});
