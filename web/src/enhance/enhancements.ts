// What an information page's script adds once the page has painted (site.ts): what in the page
// moves or answers. Its styles are in the information pages' stylesheet (app/styles.ts).
import { PRERENDERED_PATHS } from '../content/registration-routes';
import { syncClock } from '../lib/clock';
import { STARTED_ATTRIBUTE } from '../lib/started';
import { keepTypefacesAfterPaint } from '../lib/typefaces';
import { enhanceCountdown } from './countdown';
import { enhanceFrame } from './frame';
import { enhanceGallery } from './gallery';
import { enhancePdfFrames } from './pdf-frame';
import { prefetchOnIntent, prefetchPage } from './prefetch';

void syncClock();
enhanceFrame();
enhanceCountdown();
enhanceGallery();
enhancePdfFrames();
// A page the page's speculation rules prerender, or fetch ahead where a browser only prefetches
// (web/scripts/prerender.ts), is left to them wherever a browser reads them: it would load twice.
const readsSpeculationRules = HTMLScriptElement.supports?.('speculationrules') === true;
prefetchOnIntent((path) => {
  if (!(readsSpeculationRules && PRERENDERED_PATHS.includes(path))) prefetchPage(path);
});
keepTypefacesAfterPaint();
document.documentElement.setAttribute(STARTED_ATTRIBUTE, '');
