// The page's first and, on an information page, only script before `load` (a few KB): it asks the
// server's time, then starts the application (React's renderer, the router, the page's code) at
// once on registration, verification and admin pages, and after `load` or at the first
// interaction on the others. See app/boot.ts.
import './app/global.css';
import { boot } from './app/boot';
import { syncClock } from './lib/clock';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
// Asked while the page loads, so the server's time is usually known by the time the page hydrates.
void syncClock();
boot(container, async (root, onHydrating) => (await import('./app/start')).start(root, onHydrating));
