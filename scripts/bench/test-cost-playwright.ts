// Playwright's entry to the test-cost reporter (test-cost-reporters.ts).
export { PlaywrightTestCost as default } from './test-cost-reporters';
