// The default edition's, as tsc and a fresh clone see it: every tool that builds, tests or runs
// the code resolves this module to the edition EDITION names (scripts/edition/resolve.mjs).
export { default, sponsorship } from '../../../editions/icei-2025/edition';
