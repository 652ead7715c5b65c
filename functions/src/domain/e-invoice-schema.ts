// The INV-01 v1.1 facts the e-invoice's builder, its validator and the IRP's answer share: the
// schema's code lists and limits, amounts and dates as the portal writes them, and the shapes of
// JSON read back. Pure.
import type { Paise } from './gst';

export { OUTSIDE_INDIA } from './gstin';
export const SCHEMA_VERSION = '1.1';
/** A PIN code: six digits, the first not 0; post offices often print a space after the third. */
export const PIN_CODE = /(?<!\d)([1-9]\d{2}) ?(\d{3})(?!\d)/g;
/** Whether an address in India holds a PIN code, which the e-invoice's buyer needs. */
export const hasPinCode = (address: string) => new RegExp(PIN_CODE.source).test(address);
/** The PIN code the portal takes for an address abroad. */
export const PIN_ABROAD = 999_999;
/** Its buyer GSTIN for an unregistered person: a buyer abroad. */
export const UNREGISTERED = 'URP';
export const SUPPLY_TYPES = ['B2B', 'SEZWP', 'SEZWOP', 'EXPWP', 'EXPWOP', 'DEXP'] as const;
export const DOCUMENT_TYPES = ['INV', 'CRN', 'DBN'] as const;
/** The GST rates of the portal's code list; 40 since the rates of 22 September 2025. */
export const E_INVOICE_GST_RATES: readonly number[] = [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40];

export const isExport = (supply: string | undefined) => supply === 'EXPWP' || supply === 'EXPWOP';

/** Exact: p / 100 is the double nearest the decimal, the one "123.45" parses to, so JSON prints ≤ 2 decimals. */
export const rupeesOfPaise = (amount: Paise): number => amount / 100;
export const rupeesText = (amount: Paise) => rupeesOfPaise(amount).toFixed(2);

/** "2025-11-10" → "10/11/2025"; anything else is left for the validator to name. */
export function portalDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

/** The schema's text excludes the double quote; spacing and line breaks fold to single spaces. */
export const schemaText = (text: string) => text.replace(/"/g, "'").replace(/\s+/g, ' ').trim();

export interface Problem {
  /** The field the problem is at, e.g. "ItemList[0].GstRt"; "" for the whole document. */
  path: string;
  sentence: string;
  /** Fields left empty because of it, whose emptiness need not be reported again. */
  covers?: string[];
}

export const problemAt = (path: string, rest: string): Problem => ({ path, sentence: `${path} ${rest}` });

export type Fields = Record<string, unknown>;

export const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const absent = (value: unknown) => value === undefined || value === null;

export function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'a number';
  return typeof value === 'object' ? 'an object' : typeof value;
}

export const shown = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
export const TWO_DECIMALS = /^-?\d+(\.\d{1,2})?$/;
export const THREE_DECIMALS = /^\d+(\.\d{1,3})?$/;
/** An item's largest amount in the schema, ₹999,999,999,999.99. */
export const MAX_ITEM_AMOUNT: Paise = 99_999_999_999_999;
/** A document's is 100 times that, beyond what a double holds to the paisa; we stop where it does. */
export const MAX_AMOUNT: Paise = Number.MAX_SAFE_INTEGER;
export function isCalendarDay(year: number, month: number, day: number): boolean {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}
