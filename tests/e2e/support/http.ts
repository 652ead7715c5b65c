// HTTP from a browser test's own side, for what it checks beside the page (a status, a header, a
// file as served): Node's fetch, whose pool drops an idle connection before the server's own idle
// limit (the Keep-Alive hint Node's servers send). Playwright's request contexts (`request`,
// `page.request`) keep theirs open with no limit: a call sent on one just as Hosting's emulator
// closes it (5 s idle) fails with ECONNRESET, which failed a fresh clone's run. Browser tests
// therefore call the site through here.
import { SITE_URL } from '../../../scripts/suite/config';

/** A request to the local suite's site (a path, or a full URL on it). */
export function http(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(new URL(path, SITE_URL), { redirect: 'manual', ...init });
}
