// Which columns of the bank's collection report hold the reference and the amount: read from the
// header row in the browser, so the organiser sees and confirms the choice before uploading.
import type { StatementColumns } from '@domain/api/reconciliation';
import { guessColumns } from '@domain/reconciliation';

/** The first record of a CSV text (RFC 4180 quoting, a BOM and CR/LF line ends allowed). */
export function csvHeaderRow(text: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < input.length; index += 1) {
    const char = input[index];
    if (quoted) {
      if (char === '"' && input[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell.trim());
      cell = '';
    } else if (char === '\n' || char === '\r') break;
    else cell += char;
  }
  cells.push(cell.trim());
  return cells.length === 1 && cells[0] === '' ? [] : cells;
}

/**
 * The columns to offer: the ones the organiser chose last time when this header row has them,
 * otherwise the domain's guess from the header names; '' where neither gives an answer.
 */
export function initialColumns(
  headers: readonly string[],
  remembered: Partial<StatementColumns> | null,
): StatementColumns {
  const guess = guessColumns(headers);
  const pick = (rememberedHeader: string | undefined, guessed: number | null) =>
    rememberedHeader !== undefined && headers.includes(rememberedHeader)
      ? rememberedHeader
      : guessed === null
        ? ''
        : (headers[guessed] ?? '');
  return {
    referenceHeader: pick(remembered?.referenceHeader, guess.reference),
    amountHeader: pick(remembered?.amountHeader, guess.amount),
  };
}

const STORAGE_KEY = 'icei-admin-statement-columns';

export function rememberedColumns(): Partial<StatementColumns> | null {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { referenceHeader, amountHeader } = value as Record<string, unknown>;
    return {
      ...(typeof referenceHeader === 'string' ? { referenceHeader } : {}),
      ...(typeof amountHeader === 'string' ? { amountHeader } : {}),
    };
  } catch {
    return null; // storage refused (private mode) or damaged: fall back to the guess
  }
}

export function rememberColumns(choice: StatementColumns): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Not remembered; the guess still works next time.
  }
}
