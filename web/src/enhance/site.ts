// The script of an information page (home, committees, call for papers, program, sponsorship,
// venue, the registration hub, privacy, 404): the page is complete as prerendered HTML and CSS,
// and this adds what in it moves or answers (docs/decisions/0009). No React, no router: the
// application's pages (registration, verification, administration) load those themselves. Its
// styles are in the site's one stylesheet (app/styles.ts), which every page links.
import { syncClock } from '../lib/clock';
import { STARTED_ATTRIBUTE } from '../lib/started';
import { enhanceCountdown } from './countdown';
import { enhanceDoors } from './doors';
import { enhanceGallery } from './gallery';
import { enhanceHeader } from './header';
import { enhancePdfFrames } from './pdf-frame';
import { prefetchOnIntent } from './prefetch';

void syncClock();
enhanceHeader();
enhanceDoors();
enhanceCountdown();
enhanceGallery();
enhancePdfFrames();
prefetchOnIntent();
document.documentElement.setAttribute(STARTED_ATTRIBUTE, '');
