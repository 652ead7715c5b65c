import { describe, expect, it } from 'vitest';
import { PASS_SHELL_PAGE } from '../src/features/pass/pass-worker-address';
import { pageFiles, passWorkerDefines } from './pass-worker-build';

const PAGE = `<!doctype html><html><head>
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<script type="module" crossorigin src="/assets/pass-A1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/qr-B2.js" />
<link rel="stylesheet" crossorigin href="/assets/style-C3.css">
<link rel="preconnect" href="//cdn.example" />
</head><body><a href="/" class="home"><img src="/logos/a.svg" alt="" /><img src="/logos/a.svg" alt="" /></a>
<a href="/privacy">Privacy</a><img alt="" src="https://elsewhere.example/x.png"></body></html>`;

describe('the pass worker’s build', () => {
  it('keeps every same-origin file the page loads, once, and no page it links to', () => {
    expect(pageFiles(PAGE)).toEqual([
      '/favicon.svg',
      '/assets/pass-A1.js',
      '/assets/qr-B2.js',
      '/assets/style-C3.css',
      '/logos/a.svg',
    ]);
  });

  it('writes in the page itself first, and a version that changes with the page', () => {
    const input = { html: PAGE, copyEnds: new Date('2025-11-10T18:30:00Z'), copyLastDay: '2025-11-10' };
    const defines = passWorkerDefines(input);
    expect(JSON.parse(defines.PASS_WORKER_SHELL ?? '')).toEqual([PASS_SHELL_PAGE, ...pageFiles(PAGE)]);
    expect(JSON.parse(defines.PASS_WORKER_COPY_ENDS ?? '')).toBe('2025-11-10T18:30:00.000Z');
    expect(JSON.parse(defines.PASS_WORKER_COPY_LAST_DAY ?? '')).toBe('2025-11-10');
    const changed = passWorkerDefines({ ...input, html: PAGE.replace('pass-A1', 'pass-D4') });
    expect(changed.PASS_WORKER_VERSION).not.toBe(defines.PASS_WORKER_VERSION);
    expect(passWorkerDefines(input).PASS_WORKER_VERSION).toBe(defines.PASS_WORKER_VERSION);
  });
});
