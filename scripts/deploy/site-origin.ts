// The public site's origin, from one place per project: PUBLIC_SITE_URL in the function's .env
// files (functions/.env, then functions/.env.<project>), which the function reads for the links it
// mails and the Origin it admits. The site's build reads the same setting for its canonical links,
// Open Graph, JSON-LD, sitemap.xml and robots.txt, so the two cannot differ; a custom domain is
// that one line. A demo project (the local suite's, or no project: `npm run build`) publishes
// nothing, and its pages name the edition's siteOrigin.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDemoProject, settingsFrom, siteAddressProblems, type EnvFile } from './placeholders';

export const SITE_SETTING = 'PUBLIC_SITE_URL';

export interface SiteOrigin {
  /** `https://<host>`, no trailing slash. */
  origin: string;
  /** Where it came from, for a message: `functions/.env.<project>:3`, or the edition's file. */
  from: string;
}

/**
 * The files deploy reads into the function's environment for `project`, in order, from
 * `functionsDir`; named as paths from the repository's root, under `source` (firebase.json's).
 */
export function functionsEnvFiles(functionsDir: string, project: string, source = 'functions'): EnvFile[] {
  return ['.env', `.env.${project}`]
    .filter((name) => existsSync(join(functionsDir, name)))
    .map((name) => ({ file: `${source}/${name}`, text: readFileSync(join(functionsDir, name), 'utf8') }));
}

/**
 * The origin a build for `project` publishes; throws, naming the file to fix, when a real project
 * has no usable PUBLIC_SITE_URL. `edition`: the edition's own siteOrigin and the file it is in.
 */
export function siteOriginFor(
  project: string | undefined,
  envFiles: EnvFile[],
  edition: { siteOrigin: string; file: string },
): SiteOrigin {
  if (project === undefined || isDemoProject(project)) {
    return { origin: edition.siteOrigin.replace(/\/$/, ''), from: `${edition.file}, its siteOrigin` };
  }
  const projectFile = `functions/.env.${project}`;
  const setting = settingsFrom(envFiles).get(SITE_SETTING);
  if (!setting) {
    throw new Error(
      `${SITE_SETTING} is not set for ${project}: write ${SITE_SETTING}=https://<the site's host> in ${projectFile} (https://${project}.web.app until a custom domain is added)`,
    );
  }
  const [problem] = siteAddressProblems(new Map([[SITE_SETTING, setting]]));
  if (problem) throw new Error(problem);
  return {
    origin: new URL(setting.value).origin,
    from: `${setting.file}${setting.line > 0 ? `:${setting.line}` : ''}`,
  };
}

/** A URL a built page publishes as the site's own, and where. */
export interface PublishedUrl {
  file: string;
  kind: 'canonical' | 'og:url' | 'JSON-LD url' | 'sitemap' | 'robots.txt Sitemap';
  url: string;
}

const PAGE_URLS: [PublishedUrl['kind'], RegExp][] = [
  ['canonical', /<link rel="canonical" href="([^"]+)"/g],
  ['og:url', /<meta property="og:url" content="([^"]+)"/g],
  ['JSON-LD url', /<script type="application\/ld\+json">[^<]*?"url":"([^"]+)"/g],
];

/** Every URL the built site in `dist` publishes as its own: the pages' heads, sitemap.xml, robots.txt. */
export function publishedUrls(dist: string): PublishedUrl[] {
  const found: PublishedUrl[] = [];
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  for (const file of pages) {
    const html = readFileSync(join(dist, file), 'utf8');
    for (const [kind, pattern] of PAGE_URLS) {
      for (const [, url = ''] of html.matchAll(pattern)) found.push({ file, kind, url });
    }
  }
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  for (const [, url = ''] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g))
    found.push({ file: 'sitemap.xml', kind: 'sitemap', url });
  const robots = readFileSync(join(dist, 'robots.txt'), 'utf8');
  for (const [, url = ''] of robots.matchAll(/^Sitemap:\s*(\S+)/gm)) {
    found.push({ file: 'robots.txt', kind: 'robots.txt Sitemap', url });
  }
  return found;
}

/** The published URLs that are not on `origin`, each named with its file. */
export function foreignUrls(published: PublishedUrl[], origin: string): string[] {
  return published
    .filter(({ url }) => !URL.canParse(url) || new URL(url).origin !== origin)
    .map(({ file, kind, url }) => `${file}: ${kind} ${url}`);
}

/**
 * The hosts a Content-Security-Policy names that are a Firebase site's or the edition's own, other
 * than `origin`: the site reaches itself and its API as 'self', on whichever of its addresses the
 * visitor came to, so naming one would break the others.
 */
export function cspSiteHosts(csp: string, origin: string, editionOrigin: string): string[] {
  const own = new URL(origin).host;
  const edition = new URL(editionOrigin).host;
  return [...new Set(csp.split(/[\s;]+/).filter((token) => /^https?:\/\//.test(token) && URL.canParse(token)))]
    .map((token) => new URL(token).host)
    .filter((host) => host !== own && (host === edition || /\.(web\.app|firebaseapp\.com)$/.test(host)));
}
