// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Patterns of no-restricted-imports: flat config replaces a rule's options, so blocks that add some
 * repeat these. The HTTP layer parses, authorises and answers; Firestore and Storage (the Admin SDK,
 * its handles in services/firebase.ts, the typed collections in services/collections.ts) are reached
 * only through a service's functions (README.md, "The layering rule").
 */
const FIREBASE_THROUGH_SERVICES = [
  { group: ['firebase-admin', 'firebase-admin/*'], message: 'Handlers reach Firebase through services/.' },
  { regex: '/services/(firebase|collections)$', message: 'Handlers reach Firestore through a service function.' },
];
/** zod comes from the domain's one entry point, which applies its settings before any schema is built. */
const ZOD_THROUGH_DOMAIN = {
  regex: '^zod(/|$)',
  message: "Import z from the domain's zod.ts (functions/src/domain/zod.ts): it applies zod's settings.",
};
/** The domain core's own patterns, which its zod entry point keeps. */
const DOMAIN_IS_PURE = {
  group: ['node:*', 'firebase*', 'firebase-admin*', 'react*'],
  message: 'The domain core is pure TypeScript.',
};

/** Why browser tests leave Playwright's request contexts alone. */
const THROUGH_HTTP =
  "Call the site with http() from tests/e2e/support/http.ts (Node's fetch): a Playwright request context reuses connections Hosting's emulator has closed (ECONNRESET).";

const OUR_TEST =
  'Take test from tests/e2e/support/test.ts: a test that times out there reports whether its page was still drawing frames.';

/** @param {object[]} patterns */
function restrictImports(...patterns) {
  return { 'no-restricted-imports': ['error', { patterns: [ZOD_THROUGH_DOMAIN, ...patterns] }] };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/.build/**',
      'functions/lib/**',
      '.suite/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: restrictImports(),
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Features never import each other; shared pieces move down into components/ or lib/. One block
  // per depth, since a relative import leaves its feature after as many '../' as the file is deep.
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`web/src/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: restrictImports({
      regex: `(^(\\.\\./){${depth}}[a-z]|/features/)`,
      message: 'Features do not import each other.',
    }),
  })),
  {
    // Handlers speak HTTP and call services; only services touch Firestore and Storage.
    files: ['functions/src/http/**/*.ts'],
    rules: restrictImports(...FIREBASE_THROUGH_SERVICES),
  },
  {
    // Who may call is the route table's `access`, checked by the router alone (http/access.ts):
    // a handler that read the token itself could drift from what the table says.
    files: ['functions/src/http/handlers/**/*.ts'],
    rules: restrictImports(
      ...FIREBASE_THROUGH_SERVICES,
      { regex: '/services/admin-auth$', message: "A route's access says who may call it (router.ts)." },
      // What two handlers share is a use case: it lives in services/.
      { regex: '^\\./|/handlers/', message: 'A handler does not import another handler: use cases live in services/.' },
    ),
  },
  {
    // The domain core is shared with the browser: no Node, no Firebase, no clock reads.
    files: ['functions/src/domain/**/*.ts'],
    ignores: ['functions/src/domain/**/*.test.ts'],
    rules: {
      ...restrictImports(DOMAIN_IS_PURE),
      'no-restricted-syntax': clockReads('Inject the clock.'),
    },
  },
  {
    // The one module that imports zod.
    files: ['functions/src/domain/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DOMAIN_IS_PURE] }] },
  },
  {
    // Browser tests call the site with Node's fetch (tests/e2e/support/http.ts), never through a
    // Playwright request context: those pool connections with no idle limit, and a call sent on one
    // as Hosting's emulator closes it (5 s idle) fails with ECONNRESET.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@playwright/test', importNames: ['request'], message: THROUGH_HTTP },
            { name: '@playwright/test', importNames: ['test'], message: OUR_TEST },
          ],
          patterns: [ZOD_THROUGH_DOMAIN],
        },
      ],
      'no-restricted-syntax': [
        'error',
        // page.request, context.request, playwright.request…; a request's own `route.request()` stays.
        {
          selector: "MemberExpression[property.name='request']:not(CallExpression > MemberExpression.callee)",
          message: THROUGH_HTTP,
        },
        // The `request` fixture, as a test, hook or fixture takes it.
        { selector: ":function > ObjectPattern.params > Property[key.name='request']", message: THROUGH_HTTP },
      ],
    },
  },
  {
    // The one file that extends Playwright's test for the others.
    files: ['tests/e2e/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@playwright/test', importNames: ['request'], message: THROUGH_HTTP }],
          patterns: [ZOD_THROUGH_DOMAIN],
        },
      ],
    },
  },
  {
    // Time comes from one clock on each side, so the local suite can run as of another date.
    files: ['functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['functions/src/domain/**', '**/*.test.{ts,tsx}', 'functions/src/clock.ts', 'web/src/lib/clock.ts'],
    rules: {
      'no-restricted-syntax': clockReads(
        'Use currentTime() from functions/src/clock.ts or now() from web/src/lib/clock.ts.',
      ),
    },
  },
);

/** @param {string} message */
function clockReads(message) {
  return [
    'error',
    { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message },
    { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message },
  ];
}
