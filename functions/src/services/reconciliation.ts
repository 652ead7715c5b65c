// Bank statement reconciliation: reads the collection report, remembers which columns hold the
// reference and the amount, and matches its lines with the registrations that sent a proof.
import { createHash } from 'node:crypto';
import type { ReconciliationReport, StatementColumns, StatementPreview } from '../domain/api/reconciliation';
import { chooseColumns, readStatementLines, STATEMENT_PREVIEW_ROWS } from '../domain/bank-statement';
import { DomainError } from '../domain/errors';
import { STATEMENT_EMPTY } from '../domain/messages';
import { STATEMENT_COLUMNS_REQUIRED } from '../domain/admin-messages';
import { reconcile, type ReconcilableRegistration, type StatementLine } from '../domain/reconciliation';
import { isRegistrationId } from '../domain/registration-id';
import { firestore } from './firebase';
import { readStatementFile } from './statement-file';
import { registrations, settings, statementLines, statements, type MatchedStatementLine } from './collections';
import { currentTime } from '../clock';

/** The organiser's choice, else the one remembered from last time when it fits, else the guess. */
async function columnsFor(
  headers: string[],
  rows: string[][],
  asked: Partial<StatementColumns>,
): Promise<StatementColumns> {
  const remembered = (await settings.reconciliationColumns().get()).data();
  const columns = chooseColumns(headers, rows, { asked, remembered });
  if (!columns.referenceHeader || !columns.amountHeader || columns.referenceHeader === columns.amountHeader) {
    throw new DomainError('bad-request', STATEMENT_COLUMNS_REQUIRED, { headers });
  }
  return columns;
}

/** The uploaded file's bytes and the name it came under (which tells a damaged workbook from a CSV). */
export interface StatementUpload {
  data: Buffer;
  name: string;
}

async function registrationsWithProof(): Promise<ReconcilableRegistration[]> {
  const snapshots = await Promise.all(
    (['proof-under-verification', 'payment-verified'] as const).map((status) =>
      registrations().where('reviewStatus', '==', status).get(),
    ),
  );
  return snapshots.flatMap((snapshot) =>
    snapshot.docs.map((doc) => {
      const record = doc.data();
      return {
        id: record.id,
        paymentReferenceId: record.paymentReferenceId ?? '',
        totalAmount: record.totalAmount,
        amountReceived: record.amountReceived ?? null,
        paymentVerified: record.paymentVerified === true,
      };
    }),
  );
}

/**
 * The statement's key: the file's bytes and the columns read from it. The same file with the
 * same columns is the same reconciliation; with other columns its lines say other things.
 */
function fingerprintOf(file: Buffer, columns: StatementColumns): string {
  return createHash('sha256')
    .update(file)
    .update(JSON.stringify([columns.referenceHeader, columns.amountHeader]))
    .digest('hex');
}

/** The statement's table; one with no lines below its header is refused. */
async function readTable(file: StatementUpload) {
  const table = await readStatementFile(file.data, file.name);
  if (table.headers.length === 0 || table.rows.length === 0) throw new DomainError('bad-request', STATEMENT_EMPTY);
  return table;
}

/**
 * The header row and the first lines, as the page shows them before reconciling (an Excel file is
 * read here, where its library is; a CSV the page reads itself). Records nothing.
 */
export async function previewStatement(file: StatementUpload): Promise<StatementPreview> {
  const { headers, rows, preamble } = await readTable(file);
  return { headers, rows: rows.slice(0, STATEMENT_PREVIEW_ROWS), preamble };
}

export async function reconcileStatement(
  file: StatementUpload,
  asked: Partial<StatementColumns>,
  by: string,
): Promise<ReconciliationReport> {
  const { headers, rows, preamble } = await readTable(file);
  const columns = await columnsFor(headers, rows, asked);
  await settings.reconciliationColumns().set(columns);

  const { lines, skipped } = readStatementLines(headers, rows, columns);
  const result = reconcile(lines, await registrationsWithProof(), columns.referenceHeader);

  // The same file with the same columns twice changes nothing: its fingerprint is recorded once,
  // and every write below puts the same values in the same places.
  const fingerprint = fingerprintOf(file.data, columns);
  const statement = statements().doc(fingerprint);
  const earlier = (await statement.get()).data();
  const reconciledAt = earlier?.at ?? currentTime();
  // Each registration's lines of this statement, agreeing or not: the record shows the verdict of
  // the latest statement to name it, so a later statement's "differs" replaces an earlier "agrees"
  // and an older statement uploaded again replaces nothing newer. Lines paying one registration
  // together are kept together.
  const linesOf = new Map<string, StatementLine[]>();
  const name = (id: string, line: StatementLine) => linesOf.set(id, [...(linesOf.get(id) ?? []), line]);
  for (const { line, registration } of result.matched) name(registration.id, line);
  for (const {
    line,
    registrations: [only],
    reason,
  } of result.needsLook) {
    if (reason === 'amount-differs' && only) name(only.id, line);
  }
  const named = [...linesOf.entries()];
  const stored = named.length > 0 ? await firestore().getAll(...named.map(([id]) => statementLines().doc(id))) : [];
  const batch = firestore().batch();
  if (!earlier) batch.create(statement, { at: reconciledAt, by, lines: lines.length, matched: result.matched.length });
  named.forEach(([id, [first, ...more]], index) => {
    const before = stored[index]?.data();
    const newer = !before?.reconciledAt || before.reconciledAt.getTime() <= reconciledAt.getTime();
    if (first && newer) {
      batch.set(statementLines().doc(id), {
        statement: fingerprint,
        ...first,
        reconciledAt,
        together: more.length > 0 ? [first, ...more] : [],
      });
    }
  });
  await batch.commit();

  return {
    ...result,
    columns,
    headers,
    preamble,
    skippedLines: skipped,
    alreadyUploaded: earlier ? { at: earlier.at.toISOString(), by: earlier.by } : null,
  };
}

/** The statement line last matched to this registration, if any. */
export async function matchedStatementLine(registrationId: string): Promise<MatchedStatementLine | null> {
  if (!isRegistrationId(registrationId)) return null;
  return (await statementLines().doc(registrationId).get()).data() ?? null;
}
