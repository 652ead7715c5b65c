// What an information page's script adds once its HTML is parsed (site.ts): what in the page
// moves or answers. Its styles are in the information pages' stylesheet (app/styles.ts).
import { syncClock } from '../lib/clock';
import { STARTED_ATTRIBUTE } from '../lib/started';
import { keepTypefacesAfterPaint } from '../lib/typefaces';
import { enhanceCountdown } from './countdown';
import { enhanceFrame } from './frame';
import { enhanceGallery } from './gallery';
import { enhancePdfFrames } from './pdf-frame';
import { prefetchOnIntent } from './prefetch';

void syncClock();
enhanceFrame();
enhanceCountdown();
enhanceGallery();
enhancePdfFrames();
prefetchOnIntent();
keepTypefacesAfterPaint();
document.documentElement.setAttribute(STARTED_ATTRIBUTE, '');
