// Vitest's entry to the file-cost reporter (test-cost-reporters.ts).
export { VitestFileCost as default } from './test-cost-reporters';
