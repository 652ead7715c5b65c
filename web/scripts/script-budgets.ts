// What the scripts a page loads to start may weigh, gzip, by kind of page: checked for every page
// by the build (scripts/prerender.ts, from Vite's manifest), and the registrant's pages against what
// a browser requests by `npm run bench:site`.
export const SCRIPT_BUDGET_KB = {
  // An information page's script (src/enhance/site.ts) and what it loads once the page has painted
  // (docs/decisions/0009).
  information: 10,
  // The wizard and the status checker: the application's first script, its start (React, the
  // router, the route table, the domain's sentences any page shows: the start comes in one chunk,
  // decision 10), the page's chunks and what it adds once it has hydrated (app/after-start.ts);
  // zod, the wizard's later steps and the status page's views of a registration come later, with
  // the checks (decision 12). 108: the wizard is at 105.5, which was 111.0 before the application
  // stopped carrying the site's header and footer (decision 9) and those views (decision 12).
  registration: 108,
  // The pages that check a link, which load zod with the page: the e-mail verification and a
  // certificate's check (/certificates/{number}).
  verification: 130,
  // The administration (and an administrator's page of one registration), behind its sign-in
  // (decision 27: raised from 150 for short and split payments; decision 33: to 154 for the tax
  // documents' list, the kept reasons and the cancellation's finality; the invoice correction's
  // dialog, the name correction, the withdrawal, the erasure and a cancellation recorded for a
  // registrant load when asked for, decision 34).
  administration: 154,
  // The entry pass, without React.
  pass: 12,
} as const;

export type PageKind = keyof typeof SCRIPT_BUDGET_KB;

/** The kind of a page the application runs, by its address. */
export function applicationPageKind(url: string): PageKind {
  if (url.startsWith('/admin') || url.startsWith('/verify/registration')) return 'administration';
  return url.startsWith('/verify') || url.startsWith('/certificates') ? 'verification' : 'registration';
}
