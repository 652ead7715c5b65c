// The script of an information page (home, committees, call for papers, program, sponsorship,
// venue, the registration hub, privacy, 404): the page is complete as prerendered HTML and CSS,
// and enhancements.ts adds what in it moves or answers (docs/decisions/0009). No React, no router:
// the application's pages (registration, verification, administration) load those themselves.
//
// This file only fetches enhancements.ts once the page has painted: until then CSS stands in for
// the menus, and code that arrived and ran before that paint would be on its path.
// The information pages' own stylesheet (the site build makes it of app/styles.ts alone): the
// application's styles (forms, wizard, administration) are not on these pages' first paint's path.
import '../app/styles';
import { afterFirstPaint } from '../lib/after-first-paint';
import { loadOnce } from '../lib/load-once';

const enhancements = loadOnce(() => import('./enhancements'));
afterFirstPaint(() => {
  // Without them (no connection) the page stays as the HTML and CSS draw it, menus included.
  enhancements.load().catch(() => undefined);
});
