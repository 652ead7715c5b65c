import { isRegistrationId } from '../domain/registration-id';
import type { ReconciliationReport } from '../domain/api/reconciliation';
import { STATEMENT_COLUMNS_REQUIRED, STATEMENT_EMPTY, STATEMENT_NOT_CSV } from '../domain/messages';
// Bank statement reconciliation: reads the collection report, remembers which columns hold the
// reference and the amount, and matches its lines with the registrations that sent a proof.
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import {
  guessColumns,
  parseAmount,
  reconcile,
  type ReconcilableRegistration,
  type StatementLine,
} from '../domain/reconciliation';
import { DomainError } from '../domain/errors';
import { firestore } from './firebase';
import {
  registrations,
  settings,
  statementLines,
  statements,
  type ColumnChoice,
  type MatchedStatementLine,
} from './collections';

function readCsv(data: Buffer): string[][] {
  try {
    return parse(data, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch {
    throw new DomainError('bad-request', STATEMENT_NOT_CSV);
  }
}

/** The organiser's choice, else the one remembered from last time, else a guess from the header row. */
async function chooseColumns(headers: string[], asked: Partial<ColumnChoice>): Promise<ColumnChoice> {
  const remembered = (await settings.reconciliationColumns().get()).data();
  const guess = guessColumns(headers);
  const pick = (askedHeader: string | undefined, rememberedHeader: string | undefined, guessed: number | null) =>
    [askedHeader, rememberedHeader, guessed === null ? undefined : headers[guessed]].find(
      (header) => header !== undefined && headers.includes(header),
    );
  const referenceHeader = pick(asked.referenceHeader, remembered?.referenceHeader, guess.reference);
  const amountHeader = pick(asked.amountHeader, remembered?.amountHeader, guess.amount);
  if (!referenceHeader || !amountHeader || referenceHeader === amountHeader) {
    throw new DomainError('bad-request', STATEMENT_COLUMNS_REQUIRED, {
      headers,
    });
  }
  return { referenceHeader, amountHeader };
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
        paymentVerified: record.paymentVerified === true,
      };
    }),
  );
}

export async function reconcileStatement(
  file: Buffer,
  asked: Partial<ColumnChoice>,
  by: string,
): Promise<ReconciliationReport> {
  const [headers, ...rows] = readCsv(file);
  if (!headers || rows.length === 0) throw new DomainError('bad-request', STATEMENT_EMPTY);
  const columns = await chooseColumns(headers, asked);
  await settings.reconciliationColumns().set(columns);

  const referenceIndex = headers.indexOf(columns.referenceHeader);
  const amountIndex = headers.indexOf(columns.amountHeader);
  const lines: StatementLine[] = rows.map((row, index) => ({
    lineNumber: index + 1,
    reference: row[referenceIndex] ?? '',
    amount: parseAmount(row[amountIndex] ?? ''),
  }));
  const result = reconcile(lines, await registrationsWithProof());

  // The same file twice changes nothing: its fingerprint is recorded once, and every write
  // below puts the same values in the same places.
  const fingerprint = createHash('sha256').update(file).digest('hex');
  const statement = statements().doc(fingerprint);
  const earlier = (await statement.get()).data();
  const batch = firestore().batch();
  if (!earlier) batch.create(statement, { at: new Date(), by, lines: lines.length, matched: result.matched.length });
  for (const { line, registration } of result.matched) {
    batch.set(statementLines().doc(registration.id), { statement: fingerprint, ...line });
  }
  await batch.commit();

  return {
    ...result,
    columns,
    headers,
    alreadyUploaded: earlier ? { at: earlier.at.toISOString(), by: earlier.by } : null,
  };
}

/** The statement line last matched to this registration, if any. */
export async function matchedStatementLine(registrationId: string): Promise<MatchedStatementLine | null> {
  if (!isRegistrationId(registrationId)) return null;
  return (await statementLines().doc(registrationId).get()).data() ?? null;
}
