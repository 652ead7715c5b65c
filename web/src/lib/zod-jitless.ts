// Zod compiles a fast object parser with `new Function`, and probes whether eval is allowed the
// first time it builds an object schema. The site's Content-Security-Policy (script-src 'self')
// forbids eval, so the probe fails quietly but the browser still reports a CSP violation on
// every page that builds one. The plain parser is the same check, a little slower, and that is
// nothing at a form's scale. This module must run before any schema is built: the routes of
// the registration, verification and admin pages import it before their page.
import { config } from 'zod/v4/core';

config({ jitless: true });
