// The ids of the pass page's elements: pass-page.tsx writes them at build time, pass-entry.ts fills
// them in the browser. The page's only shared vocabulary, so it costs the page's script nothing.
export const PASS_ELEMENTS = {
  conference: 'pass-conference',
  dates: 'pass-dates',
  qrBox: 'pass-qr-box',
  qr: 'pass-qr',
  status: 'pass-status',
  problem: 'pass-problem',
  retry: 'pass-retry',
  details: 'pass-details',
  name: 'pass-name',
  organization: 'pass-organization',
  tier: 'pass-tier',
  ending: 'pass-ending',
  save: 'pass-save',
  saveHint: 'pass-save-hint',
  note: 'pass-note',
  kept: 'pass-kept',
} as const;

export const PASS_LOADING = 'Loading your pass…';
