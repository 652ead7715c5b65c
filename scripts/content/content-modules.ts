// The edition's content modules (CONTENT_MODULES), by the file name an organiser edits, as
// `npm run edition:check` reads them; not registration.ts, whose links are site.ts's (and whose
// module needs the domain's path alias), nor theme.ts, the colours (checked to WCAG AA by a test).
import * as areas from '../../web/src/content/areas';
import * as callForPapers from '../../web/src/content/call-for-papers';
import * as committees from '../../web/src/content/committees';
import * as dates from '../../web/src/content/dates';
import * as gallery from '../../web/src/content/gallery';
import * as highlights from '../../web/src/content/highlights';
import * as home from '../../web/src/content/home';
import * as hotels from '../../web/src/content/hotels';
import * as pages from '../../web/src/content/pages';
import * as privacy from '../../web/src/content/privacy';
import * as site from '../../web/src/content/site';
import * as speakers from '../../web/src/content/speakers';
import * as sponsorship from '../../web/src/content/sponsorship';
import * as venue from '../../web/src/content/venue';

export const CONTENT: Readonly<Record<string, object>> = {
  areas,
  'call-for-papers': callForPapers,
  committees,
  dates,
  gallery,
  highlights,
  home,
  hotels,
  pages,
  privacy,
  site,
  speakers,
  sponsorship,
  venue,
};
