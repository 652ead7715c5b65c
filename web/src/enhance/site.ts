// The script of an information page (home, committees, call for papers, program, sponsorship,
// venue, the registration hub, privacy, 404): the page is complete as prerendered HTML and CSS,
// and enhancements.ts adds what in it moves or answers (docs/decisions/0009). No React, no router:
// the application's pages (registration, verification, administration) load those themselves.
//
// The page's head loads this file as a module script (web/scripts/prerender.ts), which runs once the
// HTML is parsed; until then CSS stands in for the menus. The information pages' own stylesheet
// (the site build makes it of app/styles.ts alone): the application's styles (forms, wizard,
// administration) are not on the first paint's path.
import '../app/styles';
import './enhancements';
