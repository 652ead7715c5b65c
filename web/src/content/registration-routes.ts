// Where registration lives on the site: the product's, the same for every edition. A module of
// its own, with no imports: the information pages' script (enhance/) reads it without the domain.
export const REGISTRATION_PATHS = {
  hub: '/registration',
  wizard: '/registration/details',
  status: '/registration/status',
} as const;

/**
 * The application's pages an information page links to, which Chromium prerenders while the
 * pointer rests on such a link (speculation rules, web/scripts/prerender.ts): the click then shows
 * a page that has already started (docs/decisions/0021-the-application-is-prerendered-on-hover.md).
 */
export const PRERENDERED_PATHS: readonly string[] = [REGISTRATION_PATHS.wizard, REGISTRATION_PATHS.status];
