// The first script of an application's page (registration, verification, administration), a few
// KB: it asks the server's time, then starts the application (React's renderer, the router, the
// page's code) at once, or once the page has painted (app/boot.ts). Information pages run
// enhance/site.ts instead.
import './app/styles';
import { boot } from './app/boot';
import { enhanceHeader } from './enhance/header';
import { syncClock } from './lib/clock';
import { loadOnce } from './lib/load-once';
import { keepTypefacesAfterInteraction } from './lib/typefaces';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
// Asked while the page loads, so the server's time is usually known by the time the page hydrates.
void syncClock();
boot(container, async (root, onHydrating) => {
  const application = await (await loadOnce(() => import('./app/start')).load()).start(root, onHydrating);
  // The header React renders without state: its menus' behaviour, once the page has hydrated.
  enhanceHeader();
  keepTypefacesAfterInteraction();
  return application;
});
