// Four Indian banks' statement exports (tests/fixtures/bank-statements, written from the banks'
// published layouts): the account's details above the table, debit and credit columns or one
// amount with Dr/Cr, narrations in each bank's style, an interest credit, totals and notes below.
// Each must reconcile: every credit listed, the registrations' payments matched, nothing unreadable;
// so must each one's Excel twin (tests/support/bank-workbook.ts: date cells, and numbers where the
// bank writes them, a reference's leading zeros lost).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chooseColumns, readStatementLines } from '../domain/bank-statement';
import { reconcile, type ReconcilableRegistration } from '../domain/reconciliation';
import { REGISTRATION_ID_PREFIX } from '../domain/registration-id';
import { readStatementFile } from './statement-file';
import { statementWorkbook, WORKBOOK_SHAPES } from '../../../tests/support/bank-workbook';

const FIXTURES = new URL('../../../tests/fixtures/bank-statements/', import.meta.url);
// The fixtures are written with the 2025 edition's prefix; each edition reads its own.
const csvText = (bank: string) =>
  readFileSync(new URL(`${bank}.csv`, FIXTURES), 'utf8').replaceAll('ICEI25', REGISTRATION_ID_PREFIX);
const statement = async (bank: string, kind: 'csv' | 'xlsx') =>
  kind === 'csv'
    ? Buffer.from(csvText(bank))
    : statementWorkbook(csvText(bank), WORKBOOK_SHAPES[bank] ?? { numbers: true });
const BANKS = ['sbi', 'hdfc', 'icici', 'kotak'];

const proof = (id: string, paymentReferenceId: string, totalAmount: number): ReconcilableRegistration => ({
  id: `${REGISTRATION_ID_PREFIX}-${id}`,
  paymentReferenceId,
  totalAmount,
  paymentVerified: false,
});
const REGISTRATIONS = [
  // Named by its ID in the narration; the reference typed is the bank's, seen nowhere.
  proof('AB12-CD34-EF567', 'typed by hand', 15500),
  // An IMPS reference typed with the zeros the bank's page showed, written without them.
  proof('7K3M-9PQR-2STV5', '000078451234', 3600),
  // A UPI transaction's reference, inside the narration.
  proof('8W4X-1YZA-3BCD6', '529812345678', 6000),
  // An RTGS UTR, in the reference column or the narration.
  proof('5EFG-6HJK-7MNP8', 'SBIN525294412', 8300),
  // A proof no line pays.
  proof('9QRS-2TVW-4XYZ9', 'SBIN000000001', 2500),
];

describe.each(BANKS.flatMap((bank) => (['csv', 'xlsx'] as const).map((kind) => [bank, kind] as const)))(
  'the %s statement as %s',
  async (bank, kind) => {
    const { headers, rows, preamble } = await readStatementFile(await statement(bank, kind), `${bank}.${kind}`);
    const columns = chooseColumns(headers, rows, {});
    const { lines, skipped } = readStatementLines(headers, rows, columns);
    const result = reconcile(lines, REGISTRATIONS, columns.referenceHeader);

    it('is read from its header row, below the account details', () => {
      expect(preamble).toBeGreaterThan(0);
      expect(columns.referenceHeader).not.toBe('');
      expect(columns.amountHeader).not.toBe('');
      expect(headers.length).toBeGreaterThanOrEqual(5);
    });

    it('matches each registration’s payment with its amount, and nothing else', () => {
      expect(result.matched.map(({ registration }) => registration.id).sort()).toEqual(
        REGISTRATIONS.slice(0, 4)
          .map(({ id }) => id)
          .sort(),
      );
      for (const { line, registration } of result.matched) expect(line.amount).toBe(registration.totalAmount);
      expect(result.needsLook).toEqual([]);
      expect(result.unmatchedRegistrations.map(({ id }) => id)).toEqual([REGISTRATIONS[4]?.id]);
    });

    it('lists every credit once, reads every amount, and leaves the debit and the bank’s own lines out', () => {
      const listed = [...result.matched.map(({ line }) => line), ...result.unmatchedLines, ...result.otherCredits];
      // Four payments, the workshop fee paid to the account, the interest: six credits.
      expect(listed).toHaveLength(6);
      expect(new Set(listed.map((line) => line.lineNumber)).size).toBe(6);
      expect(listed.every((line) => line.amount !== null && line.amount > 0)).toBe(true);
      expect(listed.map((line) => line.amount)).not.toContain(12000);
      expect(skipped).toBe(rows.length - 6);
      // The interest carries no reference: a credit of its own kind, not a payment left unmatched.
      expect(result.otherCredits.map((line) => line.amount)).toContain(1204);
      expect([...result.unmatchedLines, ...result.otherCredits].map((line) => line.amount).sort()).toEqual([
        1204, 2500,
      ]);
    });
  },
);

describe('a reference Excel stored as a number', () => {
  it('has lost its leading zeros and still matches the reference typed with them', async () => {
    const { headers, rows } = await readStatementFile(await statement('hdfc', 'xlsx'), 'hdfc.xlsx');
    const columns = chooseColumns(headers, rows, {});
    const result = reconcile(readStatementLines(headers, rows, columns).lines, REGISTRATIONS, columns.referenceHeader);
    const imps = result.matched.find(({ registration }) => registration.paymentReferenceId === '000078451234');
    expect(imps?.line.reference).toBe('78451234');
    expect(imps?.kind).toBe('normalised');
  });
});
