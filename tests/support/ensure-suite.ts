// Integration and browser tests run against the local suite: a running one is reused
// (\`npm test\` starts one first), otherwise each runner starts and stops its own.
export { ensureSuite } from '../../scripts/suite/suite';
