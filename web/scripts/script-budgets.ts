// What the scripts a page loads to start may weigh, gzip, by kind of page: checked for every page
// by the build (scripts/prerender.ts, from Vite's manifest), and the registrant's pages against what
// a browser requests by `npm run bench:site`.
export const SCRIPT_BUDGET_KB = {
  // An information page's script (src/enhance/site.ts) and what it loads once the page has painted
  // (docs/decisions/0009).
  information: 10,
  // The wizard and the status checker: the application's first script, its start (React, the
  // router, the layout) and the page's chunks; zod comes later, when a form needs it. 111 since the
  // administrators' sponsors page: every application page's start carries the route table, the
  // pages' titles and the domain's sentences any page shows (the start comes in one chunk,
  // decision 10), and that page's route, title and eight sentences added 0.3 KB to a start 14 bytes
  // under 110. Each new application page costs every one of them; the way back under is routes
  // and sentences per family of pages (the administration's in its own chunk), not a lower figure.
  registration: 111,
  // The pages that check a link, which load zod with the page: the e-mail verification and a
  // certificate's check (/certificates/{number}).
  verification: 130,
  // The administration (and an administrator's page of one registration), behind its sign-in.
  administration: 150,
  // The entry pass, without React.
  pass: 12,
} as const;

export type PageKind = keyof typeof SCRIPT_BUDGET_KB;

/** The kind of a page the application runs, by its address. */
export function applicationPageKind(url: string): PageKind {
  if (url.startsWith('/admin') || url.startsWith('/verify/registration')) return 'administration';
  return url.startsWith('/verify') || url.startsWith('/certificates') ? 'verification' : 'registration';
}
