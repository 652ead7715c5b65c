// Matching the bank's collection report against registrations: pure, so the rules are tested
// line by line and the server only reads files and writes results.
import { z } from './zod';
import { REGISTRATION_ID_PREFIX, isRegistrationId, normalizeRegistrationId } from './registration-id';
import { paysDues } from './balance';

export const statementCellSchema = z.object({ header: z.string(), value: z.string() });
export type StatementCell = z.infer<typeof statementCellSchema>;

export const statementLineSchema = z.object({
  /** 1-based row in the uploaded file (after the header), as the organiser sees it in a spreadsheet. */
  lineNumber: z.number(),
  /** The cell of the chosen reference column. */
  reference: z.string(),
  amount: z.number().nullable(),
  /**
   * The line's other non-empty cells (all but the reference and the amount), by header: banks put
   * what the payer wrote, often the registration ID, in remarks or the description.
   */
  otherCells: z.array(statementCellSchema).default([]),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const reconcilableRegistrationSchema = z.object({
  id: z.string(),
  paymentReferenceId: z.string(),
  totalAmount: z.number(),
  /** Counted received by a request for the balance: a line of the balance alone then pays it too. */
  amountReceived: z.number().nullish(),
  paymentVerified: z.boolean(),
});
export type ReconcilableRegistration = z.infer<typeof reconcilableRegistrationSchema>;

/** Strongest first: the registration ID anywhere on the line, then the typed reference as typed, then normalised. */
export const MATCH_KINDS = ['registration-id', 'exact', 'normalised'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

export const NEEDS_LOOK_REASONS = ['amount-differs', 'several-registrations', 'line-repeated'] as const;

const matchFields = {
  kind: z.enum(MATCH_KINDS),
  /** The header of the column the registration ID or the reference was found in. */
  foundIn: z.string(),
  /**
   * The numbers of every line that pays the same registration, this one among them, when there is
   * more than one: their amounts are added up against the amount due. Empty for a line alone.
   */
  paidWith: z.array(z.number()).default([]),
};

export const reconciliationSchema = z.object({
  matched: z.array(
    z.object({ line: statementLineSchema, registration: reconcilableRegistrationSchema, ...matchFields }),
  ),
  needsLook: z.array(
    z.object({
      line: statementLineSchema,
      registrations: z.array(reconcilableRegistrationSchema),
      reason: z.enum(NEEDS_LOOK_REASONS),
      ...matchFields,
    }),
  ),
  /** Credits with a reference that names no registration. */
  unmatchedLines: z.array(statementLineSchema),
  /** Credits without a reference and without a registration ID: interest, a refund, a transfer of the bank's own. */
  otherCredits: z.array(statementLineSchema),
  /** Proofs under verification that no line of the statement pays. */
  unmatchedRegistrations: z.array(reconcilableRegistrationSchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** Case, spaces and separators, and leading zeros do not distinguish two references. */
export function normaliseReference(reference: string): string {
  return reference
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .replace(/^0+(?=.)/, '');
}

/** "₹ 14,160.00", "INR 14160", "14,160" → 14160; anything else → null. */
export function parseAmount(text: string): number | null {
  const cleaned = text.replace(/₹|INR|Rs\.?|,|\s/gi, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** Columns where a registrant's typed reference may stand: references, remarks, descriptions. */
export function isReferenceLikeHeader(header: string): boolean {
  return (
    /(ref|utr|cheque|chq|challan|transaction|txn|remark|narration|description|particular|detail|note|memo|message|purpose)/i.test(
      header,
    ) && !/(date|time|amount|amt|balance|debit|credit)/i.test(header)
  );
}

// Banks upper-case, drop or replace the hyphens, and wrap the ID in their own text
// ("NEFT/ICEI25 AB12 CD34 EF567/RAO"); a registrant may confuse O/0 and I/L/1.
const ID_BODY_LENGTH = 13;
const ID_SEPARATORS = /[\s._/-]/;
const LOOK_ALIKES: Record<string, string> = { I: '[I1L]', L: '[I1L]', '1': '[I1L]', O: '[O0]', '0': '[O0]' };
const ID_PREFIX = new RegExp(
  [...REGISTRATION_ID_PREFIX].map((char) => LOOK_ALIKES[char] ?? char).join('[\\s._/-]*'),
  'g',
);
const ID_WITHOUT_PREFIX = /(?<![0-9A-Z])[0-9A-Z]{4}[\s-]?[0-9A-Z]{4}[\s-]?[0-9A-Z]{5}(?![0-9A-Z])/g;

/**
 * Every registration ID the text may hold, in canonical form: a tolerant scan for the prefix and
 * the 13 characters after it (separators skipped), or a bare 4-4-5 group, each kept only when it
 * reads as one of our IDs. Whether the registration exists is the caller's question.
 */
export function findRegistrationIds(text: string): string[] {
  const upper = text.toUpperCase();
  const found = new Set<string>();
  const keep = (candidate: string) => {
    const id = normalizeRegistrationId(candidate);
    if (isRegistrationId(id)) found.add(id);
  };
  for (const prefix of upper.matchAll(ID_PREFIX)) {
    let body = '';
    for (const char of upper.slice(prefix.index + prefix[0].length)) {
      if (body.length === ID_BODY_LENGTH) break;
      if (/[0-9A-Z]/.test(char)) body += char;
      else if (!ID_SEPARATORS.test(char)) break;
    }
    if (body.length === ID_BODY_LENGTH) keep(`${REGISTRATION_ID_PREFIX}${body}`);
  }
  for (const bare of upper.matchAll(ID_WITHOUT_PREFIX)) keep(bare[0]);
  return [...found];
}

interface Found {
  registrations: ReconcilableRegistration[];
  kind: MatchKind;
  foundIn: string;
}

/** The registrations by ID, by typed reference as typed (trimmed), and by normalised reference. */
interface RegistrationIndex {
  all: readonly ReconcilableRegistration[];
  ids: ReadonlySet<string>;
  byReference: Record<'exact' | 'normalised', ReadonlyMap<string, ReconcilableRegistration[]>>;
}

function indexRegistrations(registrations: readonly ReconcilableRegistration[]): RegistrationIndex {
  const group = (key: (registration: ReconcilableRegistration) => string) => {
    const map = new Map<string, ReconcilableRegistration[]>();
    for (const registration of registrations) {
      const value = key(registration);
      if (value !== '') map.set(value, [...(map.get(value) ?? []), registration]);
    }
    return map;
  };
  return {
    all: registrations,
    ids: new Set(registrations.map((registration) => registration.id)),
    byReference: {
      exact: group((registration) => registration.paymentReferenceId.trim()),
      normalised: group((registration) => normaliseReference(registration.paymentReferenceId)),
    },
  };
}

const REFERENCE_KEYS = [
  ['exact', (cell: string) => cell.trim()],
  ['normalised', normaliseReference],
] as const;

// A narration strings the bank's codes and the payer's words together ("IMPS/P2A/78451234/RAO",
// "BY TRANSFER-NEFT*SBIN0001234*N123456789*MEERA"): each part may be the reference typed. Parts
// shorter than this, once normalised, are too common to name a payment.
// Some banks join the parts with hyphens ("IMPS-78451234-ASHA"), which a typed reference may hold
// too ("SBIC-TEST-1"): a part is tried whole first, then its hyphenated pieces.
const NARRATION_SEPARATORS = /[\s/*|:;,\\]+/;
const SHORTEST_PART = 6;

/** The cell itself, then each of its parts long enough to be a reference. */
function referenceCandidates(value: string): string[] {
  const parts = value.split(NARRATION_SEPARATORS).flatMap((part) => [part, ...part.split('-')]);
  const long = parts.filter((part) => normaliseReference(part).length >= SHORTEST_PART);
  return [...new Set([value, ...long])];
}

/** A reference cell of zeros or dashes ("0000000000000000", "-") holds none. */
const holdsReference = (cell: string) => /[1-9A-Z]/i.test(cell);

/** The strongest match for a line: the registration IDs on it, else the typed reference in a reference-like cell. */
function findRegistrations(line: StatementLine, referenceHeader: string, index: RegistrationIndex): Found | null {
  const cells: StatementCell[] = [{ header: referenceHeader, value: line.reference }, ...line.otherCells];
  const idsByCell = cells.map((cell) => findRegistrationIds(cell.value).filter((id) => index.ids.has(id)));
  const firstWithId = idsByCell.findIndex((ids) => ids.length > 0);
  if (firstWithId !== -1) {
    // Every ID on the line counts: two IDs in two cells are two registrations on one payment.
    const named = new Set(idsByCell.flat());
    return {
      registrations: index.all.filter((registration) => named.has(registration.id)),
      kind: 'registration-id',
      foundIn: cells[firstWithId]?.header ?? referenceHeader,
    };
  }
  // Each reference-like cell with its candidate parts, split once for both keys.
  const referenceCells = cells
    .filter((cell, position) => position === 0 || isReferenceLikeHeader(cell.header))
    .map((cell) => ({ header: cell.header, candidates: referenceCandidates(cell.value) }));
  for (const [kind, key] of REFERENCE_KEYS) {
    for (const cell of referenceCells) {
      for (const candidate of cell.candidates) {
        const candidates = index.byReference[kind].get(key(candidate));
        if (candidates) return { registrations: candidates, kind, foundIn: cell.header };
      }
    }
  }
  return null;
}

/**
 * Each credit line (bank-statement.ts reads them) against the registrations with a proof. The
 * lines that name one registration alone are added up: a transfer and its balance, or one payment
 * split in two, pay it together when their sum is the amount due (or the balance asked for). A
 * registration also named on a line with others needs a look on each of its lines, so nothing is
 * verified twice.
 */
export function reconcile(
  lines: readonly StatementLine[],
  registrations: readonly ReconcilableRegistration[],
  referenceHeader: string,
): Reconciliation {
  const result: Reconciliation = {
    matched: [],
    needsLook: [],
    unmatchedLines: [],
    otherCredits: [],
    unmatchedRegistrations: [],
  };
  const index = indexRegistrations(registrations);
  const sharedIds = new Set<string>();
  const alone = new Map<
    string,
    { registration: ReconcilableRegistration; found: (Found & { line: StatementLine })[] }
  >();

  for (const line of lines) {
    const found = findRegistrations(line, referenceHeader, index);
    if (!found) {
      // Every credit is listed: one without a reference (interest, say) under its own heading.
      if (holdsReference(line.reference)) result.unmatchedLines.push(line);
      else result.otherCredits.push(line);
      continue;
    }
    const [only, ...others] = found.registrations;
    if (!only || others.length > 0) {
      for (const registration of found.registrations) sharedIds.add(registration.id);
      const { registrations: named, kind, foundIn } = found;
      result.needsLook.push({
        line,
        registrations: named,
        reason: 'several-registrations',
        kind,
        foundIn,
        paidWith: [],
      });
      continue;
    }
    const group = alone.get(only.id) ?? { registration: only, found: [] };
    group.found.push({ ...found, line });
    alone.set(only.id, group);
  }

  for (const { registration, found } of alone.values()) {
    const paidWith = found.length > 1 ? found.map(({ line }) => line.lineNumber) : [];
    const pays = paysDues(
      found.map(({ line }) => line.amount),
      registration,
    );
    for (const { line, kind, foundIn } of found) {
      if (!sharedIds.has(registration.id) && pays) {
        result.matched.push({ line, registration, kind, foundIn, paidWith });
        continue;
      }
      const reason = sharedIds.has(registration.id) ? 'line-repeated' : 'amount-differs';
      result.needsLook.push({ line, registrations: [registration], reason, kind, foundIn, paidWith });
    }
  }
  const byLine = (a: { line: StatementLine }, b: { line: StatementLine }) => a.line.lineNumber - b.line.lineNumber;
  result.matched.sort(byLine);
  result.needsLook.sort(byLine);
  const named = new Set([...sharedIds, ...alone.keys()]);
  result.unmatchedRegistrations = registrations.filter((r) => !r.paymentVerified && !named.has(r.id));
  return result;
}
