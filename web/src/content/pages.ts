// Written by scripts/edition/select.ts (npm run edition:select, EDITION=<id>). Kept in git
// pointing at the default edition, so a fresh clone resolves it before anything has run.
export * from '../../../editions/icei-2025/content/pages';
