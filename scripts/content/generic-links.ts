// Links that go to a service's front page rather than to the conference's own page on it: a site's
// home page, a forms service's root with no form, a bank's general collection page. Each reads as a
// link to a visitor but lands them nowhere useful, so `npm run edition:check` lists them.
import { contentPlaces } from './content-walk';

/** Pages of services that are only a way in: the conference's own page there has an id or a query. */
const SERVICE_ROOTS: Readonly<Record<string, readonly string[]>> = {
  'forms.gle': [''],
  'docs.google.com': ['forms', 'forms/d'],
  'forms.office.com': ['', 'pages/responsepage.aspx'],
  'www.google.com': ['maps', 'forms'],
  'www.onlinesbi.sbi': ['sbicollect', 'sbicollect/icollecthome.htm'],
};

/** Whether `href` is a site's home page or a service's bare way in (a form with no id, say). */
export function isGenericLink(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const path = url.pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  if (url.search !== '' || url.hash !== '') return false;
  if (path === '') return true;
  return SERVICE_ROOTS[url.hostname]?.includes(path) ?? false;
}

export interface FoundLink {
  /** Where the link sits in the content, e.g. "site › EXTERNAL_LINKS › posterUploadForm". */
  where: string;
  href: string;
}

/** Every web address in the content modules' exports, with where it sits (each object visited once). */
export function linksIn(modules: Readonly<Record<string, object>>): FoundLink[] {
  return contentPlaces(modules).flatMap(({ module, path, value }) =>
    typeof value === 'string' && /^https?:\/\//.test(value)
      ? [{ where: [module, ...path].join(' › '), href: value }]
      : [],
  );
}

/** The content's links to front pages and bare forms. */
export function genericLinks(modules: Readonly<Record<string, object>>): FoundLink[] {
  return linksIn(modules).filter(({ href }) => isGenericLink(href));
}
