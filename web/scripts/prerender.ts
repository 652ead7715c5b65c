// Build step after `vite build`: renders every route into its own HTML file in dist/ (cleanUrls
// serve /venue/travel from venue/travel.html), plus 404.html, the entry pass
// (pass/_code.html, an entry of its own) and its service worker (pass/sw.js), sitemap.xml and
// robots.txt.
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createServer, loadEnv } from 'vite';
import { selectedEditionId } from '../../scripts/edition/resolve.mjs';
import type * as EntryServer from '../src/entry-server';
import { parseAppCheckSettings } from '../src/lib/app-check-settings';
import { PASS_ENTRY, SITE_ENTRY } from '../vite.config';
import { PASS_DEVICE_COPY_ENDS, PASS_DEVICE_COPY_LAST_DAY } from '../../functions/src/domain/retention';
import { EDITION } from '../../functions/src/domain/edition';
import { functionsEnvFiles, siteOriginFor } from '../../scripts/deploy/site-origin';
import { chunksOf, type Manifest } from './manifest';
import { buildPassWorker } from './pass-worker-build';
import { paymentGuidePdf } from './payment-guide-pdf';
import { PAYMENT_GUIDE_PATH } from '../src/features/registration/status/payment-steps';
import { applicationPageKind, SCRIPT_BUDGET_KB, type PageKind } from './script-budgets';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const ROOT = join(WEB, '..');
const BUILT = join(WEB, 'dist');
const BUILD_META = join(WEB, '.build');
/** Vite's page template, kept by the first prerender of a build: a later one (another origin) starts from it. */
const TEMPLATE_KEPT = join(BUILD_META, 'template.html');

// `prerender.ts [--project <id>] [--out <dir>] [--functions-dir <dir>]`. The project is the one
// `firebase deploy` builds for (it sets GCLOUD_PROJECT for the predeploy hooks), whose
// PUBLIC_SITE_URL the pages publish (scripts/deploy/site-origin.ts); none, or a demo one, is a local
// build. --out: where the pages go (dist/, or a copy of it); --functions-dir: where the function's
// .env files are (functions/).
const { values: options } = parseArgs({
  options: { project: { type: 'string' }, out: { type: 'string' }, 'functions-dir': { type: 'string' } },
});
const DIST = resolve(options.out ?? BUILT);
const PROJECT = options.project ?? (process.env.GCLOUD_PROJECT || undefined);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function eventJsonLd(entry: typeof EntryServer, origin: string): string {
  const { CONFERENCE } = entry;
  const { place } = CONFERENCE;
  const event = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: CONFERENCE.name,
    startDate: CONFERENCE.startDate,
    endDate: CONFERENCE.endDate,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    url: `${origin}/`,
    organizer: { '@type': 'Organization', name: CONFERENCE.organizer },
    location: {
      '@type': 'Place',
      name: place.name,
      address: {
        '@type': 'PostalAddress',
        addressLocality: place.locality,
        addressRegion: place.region,
        addressCountry: place.country,
      },
    },
  };
  // "<" escaped so no text can close the script element early.
  return `<script type="application/ld+json">${JSON.stringify(event).replace(/</g, '\\u003c')}</script>`;
}

/** The module that starts the application (app/start.tsx), as main.ts imports it. */
const START_MODULE = 'src/app/start.tsx';

/**
 * The chunks a page's application needs besides the entry: the start module (React's renderer,
 * the router, the layout), the route's lazy chunks (layout and page) and the chunks they import.
 * A page the application draws (`at-once`, see app/boot.ts) preloads them from its head, so they
 * come with the HTML; any other lists them on its root (`data-chunks`) for the start to fetch
 * together, none of them on the first paint's path. Their styles are in the application's one
 * stylesheet, which the template links (vite.config.ts, `cssCodeSplit: false`).
 */
function applicationChunks(manifest: Manifest, modules: string[], template: string): string[] {
  const roots = [START_MODULE, ...modules];
  // What the template links already (main.ts) is not named again.
  return [...new Set(roots.flatMap((key) => staticClosure(manifest, key)))]
    .filter((file) => !template.includes(`/${file}"`))
    .map((file) => `/${file}`);
}

/**
 * The application's own chunks: its start (app/start.tsx), the chunk holding React's renderer, the
 * router and the layout (named `start` by scripts/start-chunk.ts), and every lazy page.
 */
function applicationFiles(manifest: Manifest): string[] {
  return Object.entries(manifest)
    .filter(([key, chunk]) => key === START_MODULE || chunk.name === 'start' || chunk.isDynamicEntry)
    .map(([, chunk]) => chunk.file);
}

/**
 * The application's start comes in one chunk beside its own small one (scripts/start-chunk.ts),
 * not in a chunk per module it shares with a page: the build stops if any other chunk is on its
 * path besides the chunks it shares with the site's scripts (the entries) and Rolldown's runtime.
 */
function checkStartComesWhole(manifest: Manifest): void {
  const entry = new Set(['index.html', PASS_ENTRY].flatMap((key) => staticClosure(manifest, key)));
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const others = staticClosure(manifest, START_MODULE).filter((file) => {
    const name = byFile.get(file)?.name;
    return !entry.has(file) && name !== 'start' && name !== 'rolldown-runtime';
  });
  if (others.length > 0) {
    throw new Error(`The application's start is split over ${others.join(', ')}: see scripts/start-chunk.ts.`);
  }
}

/** What the edition's content gets wrong, said to the organiser in a sentence, without a stack trace. */
class ContentError extends Error {}

/**
 * Stops on a photo the content names that the build did not find in the edition's photos/ folder,
 * saying whose it is, before a page renders without it; mentions a photo nobody is shown with.
 */
function checkPortraits(entry: typeof EntryServer): void {
  const edition = selectedEditionId();
  const named = entry.namedPortraits();
  const missing = named.filter(({ file }) => !entry.PORTRAIT_FILES[file]);
  if (missing.length > 0) {
    const lines = missing.map(
      ({ person, file }) =>
        `Edition ${edition}: ${person} names the photo ${file}, which editions/${edition}/photos/ lacks.`,
    );
    throw new ContentError(lines.join('\n'));
  }
  for (const file of Object.keys(entry.PORTRAIT_FILES).filter((file) => !named.some((p) => p.file === file))) {
    console.warn(`editions/${edition}/photos/${file} is named by no one in the content: built, but shown nowhere.`);
  }
}

/** A chunk's file and those of every chunk it imports statically, as the browser loads them with it. */
function staticClosure(manifest: Manifest, key: string): string[] {
  return [...new Set(chunksOf(manifest, [key]).map((chunk) => chunk.file))];
}

/**
 * The stylesheets of chunks and of every chunk they import statically (Vite's CSS code splitting),
 * in the order their modules run: what a chunk imports before the chunk, so a page's rules follow
 * the rules they build on, as in one stylesheet.
 */
function stylesheetsOf(manifest: Manifest, keys: readonly string[]): string[] {
  return [...new Set(chunksOf(manifest, keys, { importsFirst: true }).flatMap((chunk) => chunk.css ?? []))];
}

/**
 * The head of a page whose script is one of Vite's script entries (`entry`, not the application):
 * the script, a preload of each chunk it imports, and the site's stylesheet: with `ownStylesheet`,
 * the one the entry's build made of app/styles.ts alone (the information pages', without the
 * application's forms, wizard and administration: docs/decisions/0016). The build stops if the
 * page would load any script of the application (React, the router, the layout).
 */
function scriptEntryHead(
  manifest: Manifest,
  entry: string,
  siteTemplate: string,
  what: string,
  { ownStylesheet = false } = {},
): string[] {
  if (!manifest[entry]?.isEntry) throw new Error(`${entry} is not an entry in Vite's manifest: see vite.config.ts.`);
  const files = staticClosure(manifest, entry);
  const [script, ...imports] = files;
  const application = applicationFiles(manifest);
  const shared = files.filter((file) => application.includes(file));
  if (shared.length > 0) throw new Error(`${what} would load the application's code: ${shared.join(', ')}`);
  const ownCss = stylesheetsOf(manifest, [entry]);
  if (ownStylesheet && ownCss.length !== 1)
    throw new Error(`${what}'s script should bring one stylesheet of its own (app/styles.ts), not ${ownCss.length}.`);
  // Without a stylesheet of its own, the page starts from the frame's, the template's link.
  const frame = ownStylesheet ? null : /<link rel="stylesheet"[^>]*>/.exec(siteTemplate)?.[0];
  if (frame === undefined) throw new Error(`dist/index.html links no stylesheet: ${what} starts from the frame's.`);
  return [
    `<script type="module" crossorigin src="/${script}"></script>`,
    ...imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    ...(frame ? [frame] : []),
    ...ownCss.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
}

/**
 * dist/index.html with the information pages' script (enhance/site.ts, a module: it runs once the
 * HTML is parsed) in place of the application's.
 */
function informationTemplate(manifest: Manifest, siteTemplate: string): string {
  const head = scriptEntryHead(manifest, SITE_ENTRY, siteTemplate, 'An information page', { ownStylesheet: true });
  const withoutApplication = siteTemplate
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
  if (/<script type="module"/.test(withoutApplication))
    throw new Error('dist/index.html keeps a script of the application.');
  return withoutApplication.replace('</head>', `  ${head.join('\n    ')}\n  </head>`);
}

/**
 * The entry pass (/pass/{code}, which firebase.json rewrites to pass/_code.html): pass.html with
 * its script built (a script entry of Vite's, see vite.config.ts) and the chunk of the QR encoder
 * it imports, the application's stylesheet, and its markup rendered here. Returns the page written.
 */
async function writePassPage(entry: typeof EntryServer, manifest: Manifest, siteTemplate: string): Promise<string> {
  const head = scriptEntryHead(manifest, PASS_ENTRY, siteTemplate, 'The pass page');
  const source = `<script type="module" src="/${PASS_ENTRY}"></script>`;
  const template = await readFile(join(WEB, 'pass.html'), 'utf8');
  if (!template.includes(source)) throw new Error(`pass.html does not load ${PASS_ENTRY} as ${source}`);
  const { html, meta } = entry.renderPassPage();
  const page = template
    .replace(/<title>.*?<\/title>/s, `<title>${escapeHtml(`${meta.title} | ${entry.CONFERENCE.name}`)}</title>`)
    .replace(/<meta name="description"[^>]*>/, `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace(source, '')
    .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', html);
  await mkdir(join(DIST, 'pass'), { recursive: true });
  await writeFile(join(DIST, 'pass', '_code.html'), page);
  return page;
}

/** The scripts one page loads to start, as its HTML names them (files under dist/). */
interface PageScripts {
  page: string;
  kind: PageKind;
  files: string[];
}

/**
 * Stops the build when a page's scripts weigh more, gzip, than its kind's budget
 * (scripts/script-budgets.ts), naming each such page; prints the heaviest page of each kind.
 */
function checkScriptBudgets(pages: readonly PageScripts[]): void {
  const sizes = new Map<string, number>();
  const kb = (files: string[]) =>
    [...new Set(files)].reduce((total, file) => {
      if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(DIST, file))).length / 1024);
      return total + (sizes.get(file) ?? 0);
    }, 0);
  const weighed = pages.map((page) => ({ ...page, kb: kb(page.files) }));
  const over = weighed.filter((page) => page.kb > SCRIPT_BUDGET_KB[page.kind]);
  if (over.length > 0) {
    const lines = over.map(
      (page) =>
        `${page.page}: ${page.kb.toFixed(1)} KB of script (gzip), over the ${page.kind} budget of ${SCRIPT_BUDGET_KB[page.kind]} KB`,
    );
    throw new Error(`${lines.join('\n')}\n(scripts/script-budgets.ts)`);
  }
  const heaviest = (Object.keys(SCRIPT_BUDGET_KB) as PageKind[]).map((kind) => {
    const most = Math.max(...weighed.filter((page) => page.kind === kind).map((page) => page.kb));
    return `${kind} ${most.toFixed(1)} of ${SCRIPT_BUDGET_KB[kind]} KB`;
  });
  console.log(`Script to start a page, gzip, heaviest of each kind: ${heaviest.join(', ')}`);
}

/**
 * Vite's template and the merged manifest (the information pages' script is built on its own,
 * vite.site.config.ts): read from dist/ right after `vite build`, and kept in .build/, since the
 * pages overwrite dist/index.html; a prerender of the same build again reads them from there.
 */
async function buildInputs(): Promise<{ template: string; manifest: Manifest }> {
  const vite = join(BUILT, '.vite');
  if (!existsSync(join(vite, 'manifest.json'))) {
    if (!existsSync(TEMPLATE_KEPT)) throw new Error(`${BUILT} holds no build of Vite's: run npm run build -w web`);
    return {
      template: await readFile(TEMPLATE_KEPT, 'utf8'),
      manifest: JSON.parse(await readFile(join(BUILD_META, 'manifest.json'), 'utf8')) as Manifest,
    };
  }
  const template = await readFile(join(BUILT, 'index.html'), 'utf8');
  await mkdir(BUILD_META, { recursive: true });
  await writeFile(TEMPLATE_KEPT, template);
  return {
    template,
    manifest: {
      ...(JSON.parse(await readFile(join(vite, 'manifest.json'), 'utf8')) as Manifest),
      ...(JSON.parse(await readFile(join(vite, 'site-manifest.json'), 'utf8')) as Manifest),
    },
  };
}

async function main(): Promise<void> {
  // The site reads its App Check settings only on the first call that needs them
  // (lib/app-check-header.ts): a malformed one stops the build here, not a registrant's payment.
  parseAppCheckSettings(loadEnv('production', WEB, 'VITE_'));
  const { template, manifest } = await buildInputs();
  // The public address for canonical links, Open Graph, JSON-LD and the sitemap: the project's
  // PUBLIC_SITE_URL, as the function's mails use it. Settled first: a real project without it
  // stops the build before anything is rendered.
  const { origin: ORIGIN, from } = siteOriginFor(
    PROJECT,
    PROJECT ? functionsEnvFiles(resolve(options['functions-dir'] ?? join(ROOT, 'functions')), PROJECT) : [],
    { siteOrigin: EDITION.siteOrigin, file: `editions/${selectedEditionId()}/edition.ts` },
  );
  const vite = await createServer({
    root: WEB,
    configFile: join(WEB, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'warn',
  });
  try {
    const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as typeof EntryServer;
    checkPortraits(entry);
    checkStartComesWhole(manifest);
    const information = informationTemplate(manifest, template);
    const informationFiles = chunksOf(manifest, [SITE_ENTRY], { dynamic: true }).map((chunk) => chunk.file);
    // main.ts and what it imports on every application's page, by import() too (the start, and the
    // header's behaviour: enhance/frame.ts).
    const applicationEntryFiles = [
      ...staticClosure(manifest, 'index.html'),
      ...(manifest['index.html']?.dynamicImports ?? []).flatMap((key) => staticClosure(manifest, key)),
    ];
    const pageScripts: PageScripts[] = [
      { page: '/pass/{code}', kind: 'pass', files: staticClosure(manifest, PASS_ENTRY) },
    ];
    for (const target of entry.PRERENDER_TARGETS) {
      const rendered = await entry.renderPage(target.url);
      const { meta, modules, starts } = rendered;
      const chunks = starts ? applicationChunks(manifest, modules, template) : [];
      pageScripts.push(
        starts
          ? {
              page: target.url,
              kind: applicationPageKind(target.url),
              files: [...applicationEntryFiles, ...chunks.map((file) => file.slice(1))],
            }
          : // Its script, and what that loads (enhance/site.ts).
            { page: target.url, kind: 'information', files: informationFiles },
      );
      const title = escapeHtml(target.url === '/' ? meta.title : `${meta.title} | ${entry.CONFERENCE.name}`);
      const description = escapeHtml(meta.description);
      const canonical = target.public ? `${ORIGIN}${target.url === '/' ? '/' : target.url}` : null;
      const head = [
        `<meta property="og:type" content="website" />`,
        `<meta property="og:site_name" content="${escapeHtml(entry.CONFERENCE.name)}" />`,
        `<meta property="og:title" content="${title}" />`,
        `<meta property="og:description" content="${description}" />`,
        canonical ? `<meta property="og:url" content="${canonical}" />` : '',
        canonical ? `<link rel="canonical" href="${canonical}" />` : '',
        target.public ? '' : '<meta name="robots" content="noindex" />',
        target.url === '/' ? eventJsonLd(entry, ORIGIN) : '',
        ...(starts === 'at-once'
          ? chunks.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}" />`)
          : []),
      ].filter(Boolean);
      // The application's root says when it starts, and after the paint which chunks it fetches then.
      const root: Record<string, string> = !starts
        ? {}
        : starts === 'at-once'
          ? { 'data-starts': starts }
          : { 'data-starts': starts, 'data-chunks': chunks.join(' ') };
      const page = (starts ? template : information)
        .replace(/<title>.*?<\/title>/s, `<title>${title}</title>`)
        .replace(/<meta name="description"[^>]*>/, `<meta name="description" content="${description}" />`)
        .replace('</head>', `    ${head.join('\n    ')}\n  </head>`)
        .replace('<div id="root"></div>', entry.renderBody(target.url, rendered, root));
      const file = join(DIST, target.file);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, page);
    }
    const passPage = await writePassPage(entry, manifest, template);
    // The worker keeps what that page loads, so it is built from it.
    await buildPassWorker({
      html: passPage,
      copyEnds: PASS_DEVICE_COPY_ENDS,
      copyLastDay: PASS_DEVICE_COPY_LAST_DAY,
      outDir: DIST,
    });
    checkScriptBudgets(pageScripts);
    // Written from the edition's bankSteps at each build, never kept as a file that could lag behind them.
    const guide = join(DIST, PAYMENT_GUIDE_PATH);
    await mkdir(dirname(guide), { recursive: true });
    await writeFile(guide, await paymentGuidePdf());
    const urls = entry.PRERENDER_TARGETS.filter((target) => target.public).map(
      (target) => `  <url><loc>${ORIGIN}${target.url === '/' ? '/' : target.url}</loc></url>`,
    );
    await writeFile(
      join(DIST, 'sitemap.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    );
    await writeFile(
      join(DIST, 'robots.txt'),
      `User-agent: *\nAllow: /\nDisallow: /verify/\nDisallow: /pass/\nDisallow: /api/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    );
    // Build metadata, not for serving: kept beside dist for the browser tests, which check from it
    // that information pages never load registration or admin chunks.
    await mkdir(BUILD_META, { recursive: true });
    await writeFile(join(BUILD_META, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await rm(join(BUILT, '.vite'), { recursive: true, force: true });
    console.log(
      `Prerendered ${entry.PRERENDER_TARGETS.length} pages, the payment guide, sitemap.xml and robots.txt into ${DIST} for ${ORIGIN} (${from})`,
    );
  } finally {
    await vite.close();
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
