// Loaded into the local suite's firebase-tools process only (node --import), beside uri-guard.cjs.
// The Auth emulator builds its API with exegesis from the Identity Toolkit's OpenAPI document and,
// by default, compiles a JSON Schema validator for every operation before it listens: 4.4 s of
// the CLI's 12 s start, profiled (docs/decisions/0019-the-suite-starts-without-waiting.md). With
// exegesis's own option lazyCompileValidationSchemas each validator is compiled the first time its
// operation is called instead, and validates the same; the suite calls a handful of them.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The copy firebase-tools itself requires, whose exports object it reads `middleware` from per call.
const exegesisExpress = createRequire(require.resolve('firebase-tools/package.json'))('exegesis-express');
const middleware = exegesisExpress.middleware;
exegesisExpress.middleware = function middlewareCompilingOnDemand(openApiDoc, options, done) {
  return middleware.call(this, openApiDoc, { ...options, lazyCompileValidationSchemas: true }, done);
};
