import { describe, expect, it } from 'vitest';
import { cspSiteHosts, foreignUrls, siteOriginFor } from './site-origin';

const edition = { siteOrigin: 'https://icei2025.web.app', file: 'editions/icei-2025/edition.ts' };
const env = (text: string) => [{ file: 'functions/.env.icei2026', text }];

describe("the site's origin for a project", () => {
  it("is the project's PUBLIC_SITE_URL, a later file's line winning, with where it was set", () => {
    const files = [
      { file: 'functions/.env', text: 'PUBLIC_SITE_URL=https://icei2026.web.app' },
      ...env('IEEE_API_URL=https://ieee.example.org/m\nPUBLIC_SITE_URL=https://icei2026.iitdh.ac.in/'),
    ];
    expect(siteOriginFor('icei2026', files, edition)).toEqual({
      origin: 'https://icei2026.iitdh.ac.in',
      from: 'functions/.env.icei2026:2',
    });
  });

  it("is the edition's for a demo project or none, whatever the files say", () => {
    for (const project of ['demo-icei2025', undefined]) {
      expect(siteOriginFor(project, env('PUBLIC_SITE_URL=https://elsewhere.org'), edition).origin).toBe(
        edition.siteOrigin,
      );
    }
  });

  it('is refused for a real project without one, or with one that is not an https origin', () => {
    expect(() => siteOriginFor('icei2026', [], edition)).toThrow(
      /PUBLIC_SITE_URL is not set for icei2026: write .* in functions\/\.env\.icei2026 \(https:\/\/icei2026\.web\.app until/,
    );
    for (const value of ['http://icei2026.iitdh.ac.in', 'https://iitdh.ac.in/icei2026']) {
      expect(() => siteOriginFor('icei2026', env(`PUBLIC_SITE_URL=${value}`), edition)).toThrow(
        `functions/.env.icei2026:1: PUBLIC_SITE_URL ${value} is not the site's https address`,
      );
    }
  });
});

describe('what a built site publishes', () => {
  it('names each URL off the origin with its file', () => {
    const published = [
      { file: 'index.html', kind: 'canonical', url: 'https://icei2026.iitdh.ac.in/' },
      { file: 'venue.html', kind: 'og:url', url: 'https://icei2025.web.app/venue' },
      { file: 'sitemap.xml', kind: 'sitemap', url: 'http://icei2026.iitdh.ac.in/venue' },
    ] as const;
    expect(foreignUrls([...published], 'https://icei2026.iitdh.ac.in')).toEqual([
      'venue.html: og:url https://icei2025.web.app/venue',
      'sitemap.xml: sitemap http://icei2026.iitdh.ac.in/venue',
    ]);
  });

  it("finds another address of the site in a CSP, not Google's hosts or the origin itself", () => {
    const csp =
      "default-src 'self'; connect-src 'self' https://icei2025.web.app https://x.firebaseapp.com https://content-firebaseappcheck.googleapis.com https://icei2026.iitdh.ac.in";
    expect(cspSiteHosts(csp, 'https://icei2026.iitdh.ac.in', edition.siteOrigin)).toEqual([
      'icei2025.web.app',
      'x.firebaseapp.com',
    ]);
  });
});
