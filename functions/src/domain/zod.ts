// zod, for every module of the product, server and browser alike. This is the one module that
// imports it (eslint.config.js refuses any other), so its settings below are applied before any
// schema is built: a module that builds one imports `z` from here, and ES modules run their
// imports first.
//
// jitless: zod compiles a faster object parser with `new Function`, probing whether eval is
// allowed the first time it builds an object schema. The site's Content-Security-Policy
// (script-src 'self') forbids eval, and the browser reports the probe as a violation even though
// zod recovers. The plain parser is the same check, a little slower, which is nothing at the
// scale of a form or an API body; the function uses it too, so one setting holds everywhere.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
