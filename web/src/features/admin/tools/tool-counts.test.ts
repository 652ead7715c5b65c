import { describe, expect, it } from 'vitest';
import { REVIEW_STATUSES } from '@domain/review-status';
import type { ReconciliationReport } from '@domain/api/reconciliation';
import { affectedBy, reconciliationSummary, registrantsToRemind } from './tool-counts';

describe('registrantsToRemind', () => {
  it('counts each registrant of an uncovered paper once, and none of a covered paper', () => {
    expect(
      registrantsToRemind({
        uncovered: 2,
        papers: [
          { paperId: 'P1', covered: true, registrations: [{ id: 'A', paymentVerified: true }] },
          {
            paperId: 'P2',
            covered: false,
            registrations: [
              { id: 'B', paymentVerified: false },
              { id: 'C', paymentVerified: false },
            ],
          },
          { paperId: 'P3', covered: false, registrations: [{ id: 'B', paymentVerified: false }] },
          { paperId: 'P4', covered: false, registrations: [] },
        ],
      }),
    ).toEqual(['B', 'C']);
  });
});

describe('affectedBy', () => {
  it('verifies only proofs under verification and reminds only those awaiting payment', () => {
    expect(REVIEW_STATUSES.filter((status) => affectedBy('verify', status))).toEqual(['proof-under-verification']);
    expect(REVIEW_STATUSES.filter((status) => affectedBy('remind', status))).toEqual([
      'awaiting-payment',
      'proof-rejected',
    ]);
  });
});

describe('reconciliationSummary', () => {
  const line = { lineNumber: 1, reference: 'R', amount: 100, otherCells: [] };
  const proof = { id: 'A', paymentReferenceId: 'R', totalAmount: 100, paymentVerified: false };
  const report = (counts: {
    lines: number;
    proofs: number;
    preamble: number;
    skipped: number;
  }): ReconciliationReport => ({
    matched: [],
    needsLook: [],
    unmatchedLines: Array.from({ length: counts.lines }, () => line),
    otherCredits: Array.from({ length: counts.lines }, () => line),
    unmatchedRegistrations: Array.from({ length: counts.proofs }, () => proof),
    columns: { referenceHeader: 'Ref', amountHeader: 'Credit' },
    headers: ['Ref', 'Credit'],
    preamble: counts.preamble,
    skippedLines: counts.skipped,
    alreadyUploaded: null,
  });

  it('says one in the singular and several in the plural', () => {
    expect(reconciliationSummary(report({ lines: 1, proofs: 1, preamble: 1, skipped: 1 }))).toBe(
      '0 matched, 0 to look at, 1 credit naming no registration, 1 other credit; 1 registration with a proof has no line. ' +
        'Left out: 1 line of the bank’s above the table and 1 line that credits nothing (a debit, a balance, a total). ' +
        'Columns used: “Ref” and “Credit”.',
    );
    expect(reconciliationSummary(report({ lines: 2, proofs: 0, preamble: 0, skipped: 3 }))).toBe(
      '0 matched, 0 to look at, 2 credits naming no registration, 2 other credits; 0 registrations with a proof have no line. ' +
        'Left out: 3 lines that credit nothing (debits, balances, totals). Columns used: “Ref” and “Credit”.',
    );
  });
});
