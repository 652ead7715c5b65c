// The first script of an application's page (registration, verification, administration), a few
// KB: it asks the server's time, then starts the application (React's renderer, the router, the
// page's code) at once, or once the page has painted (app/boot.ts). The application hydrates the
// page's content; the header around it is enhanced as on an information page once the application
// runs (app/after-start.ts). Information pages run enhance/site.ts instead.
import './app/frame-styles';
import { boot } from './app/boot';
import { syncClock } from './lib/clock';
import { loadOnce } from './lib/load-once';

// The element that holds what the application draws says when it starts (web/scripts/prerender.ts).
const container = document.querySelector<HTMLElement>('[data-starts]');
if (!container) throw new Error('The page has no element for its application ([data-starts]).');
const afterStart = loadOnce(() => import('./app/after-start'));
// Asked while the page loads, so the server's time is usually known by the time the page hydrates.
void syncClock();
boot(container, async (root, onHydrating) => {
  // Fetched beside the start; the header's behaviour comes once the page has hydrated, so its
  // menus and the page answer from the same moment. Without it, CSS keeps opening the menus.
  const after = afterStart.load().catch(() => null);
  await (await loadOnce(() => import('./app/start')).load()).start(root, onHydrating);
  (await after)?.afterStart();
});
