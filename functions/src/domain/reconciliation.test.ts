import { describe, expect, it } from 'vitest';
import {
  guessColumns,
  normaliseReference,
  parseAmount,
  reconcile,
  type ReconcilableRegistration,
} from './reconciliation';

const registration = (
  id: string,
  paymentReferenceId: string,
  totalAmount: number,
  paymentVerified = false,
): ReconcilableRegistration => ({
  id,
  paymentReferenceId,
  totalAmount,
  paymentVerified,
});
const line = (lineNumber: number, reference: string, amount: number | null) => ({ lineNumber, reference, amount });

describe('reading a bank statement', () => {
  it('guesses the reference and amount columns from the header row', () => {
    expect(guessColumns(['Date', 'Name', 'UTR No', 'Amount (Rs)'])).toEqual({ reference: 2, amount: 3 });
    expect(guessColumns(['Txn Reference', 'Paid'])).toEqual({ reference: 0, amount: 1 });
    expect(guessColumns(['A', 'B'])).toEqual({ reference: null, amount: null });
  });

  it.each([
    ['sbi 0012345', 'SBI0012345'],
    ['  00012345 ', '12345'],
    ['ab-12 34', 'AB1234'],
    ['0', '0'],
  ])('normalises %j to %j', (reference, normalised) => {
    expect(normaliseReference(reference)).toBe(normalised);
  });

  it.each([
    ['₹ 14,160.00', 14160],
    ['INR 14160', 14160],
    ['3,060', 3060],
    ['Rs. 2,500', 2500],
    ['fourteen', null],
    ['', null],
  ])('reads the amount %j as %j', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });
});

describe('reconciling', () => {
  const registrations = [
    registration('A', 'REF-100', 3600),
    registration('B', 'ab 777', 6000),
    registration('C', 'REF-300', 15500),
    registration('D', 'DUP-1', 2500),
    registration('E', 'DUP-1', 2500),
    registration('F', 'REF-600', 8300),
    registration('G', 'REF-700', 7100, true),
  ];

  const result = reconcile(
    [
      line(1, 'REF-100', 3600),
      line(2, '00AB777', 6000),
      line(3, 'REF-300', 15000),
      line(4, 'DUP-1', 2500),
      line(5, 'NOBODY', 100),
      line(6, 'REF-100', 3600),
      line(7, 'REF-700', 7100),
    ],
    registrations,
  );

  it('matches a reference and amount that agree, exactly or after normalising', () => {
    expect(result.matched.map((m) => [m.line.lineNumber, m.registration.id, m.kind])).toEqual([
      [1, 'A', 'exact'],
      [2, 'B', 'normalised'],
      [7, 'G', 'exact'],
    ]);
  });

  it('asks for a look when the amount differs, one line names several registrations, or a line repeats', () => {
    expect(result.needsLook.map((n) => [n.line.lineNumber, n.registrations.map((r) => r.id), n.reason])).toEqual([
      [3, ['C'], 'amount-differs'],
      [4, ['D', 'E'], 'several-registrations'],
      [6, ['A'], 'line-repeated'],
    ]);
  });

  it('lists the lines nobody claims and the proofs no line pays', () => {
    expect(result.unmatchedLines.map((l) => l.lineNumber)).toEqual([5]);
    expect(result.unmatchedRegistrations.map((r) => r.id)).toEqual(['F']);
  });

  it('gives the same answer for the same statement twice', () => {
    expect(
      reconcile(
        result.matched.map((m) => m.line),
        registrations,
      ).matched,
    ).toEqual(result.matched);
  });
});
