import { formatPaise, type Paise } from '@domain/gst';

// The administrator's decision on a request to cancel, as the dialog's fields hold it, made into
// the body of POST /api/admin/registrations/{id}/cancellation. Only what is the form's own is
// checked here (the refund is typed in rupees); what the decision may be is the server's to say.

/** The approval dialog's fields, as typed. */
export interface ApprovalFields {
  /** Rupees, with up to two decimals ("3540.50"); empty for an unpaid registration. */
  refund: string;
  reason: string;
  bankReference: string;
  /** YYYY-MM-DD, the venue's calendar day the refund was made. */
  date: string;
  note: string;
}

const APPROVAL_FIELDS = ['refund', 'reason', 'bankReference', 'date', 'note'] as const;

/** The approval's fields as kept in the tab (JSON): what of them is there, nothing else. */
export function keptApprovalFields(kept: string): Partial<ApprovalFields> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(kept);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const fields: Partial<ApprovalFields> = {};
  for (const name of APPROVAL_FIELDS) {
    const value = (parsed as Record<string, unknown>)[name];
    if (typeof value === 'string') fields[name] = value;
  }
  return fields;
}

/** What to keep of the approval's fields: nothing while they are as the dialog opened them. */
export const approvalFieldsToKeep = (fields: ApprovalFields, opened: ApprovalFields): string =>
  APPROVAL_FIELDS.every((name) => fields[name] === opened[name]) ? '' : JSON.stringify(fields);

export interface DecisionBody {
  decision: 'approve' | 'decline';
  note?: string;
  refund?: { amountPaise: Paise; reason?: string; bankReference?: string; date?: string };
}

export const REFUND_NOT_RUPEES = 'Give the refund in rupees, with at most two decimals (for example 3540.50).';

/** "3,540.5" → 354050: rupees as typed, thousands separators allowed; null when it is not an amount. */
export function paiseOfRupeesText(text: string): Paise | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.replace(/[,\s]/g, ''));
  if (!match?.[1]) return null;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** 354050 → "3540.50": an amount as the refund field shows it. */
export const rupeesText = (paise: Paise) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/** What the policy gives back for a request (`due`, null without a policy), or why there is no figure. */
export function dueLine(due: Paise | null, paid: boolean, pending = true): string {
  if (!paid) return 'Not paid: there is nothing to refund.';
  if (due !== null) return `Refund due under the policy: ₹${formatPaise(due)}`;
  return pending ? 'No refund policy: decide the amount' : 'No refund policy applied to this request.';
}

/** Text the administrator left out is not sent. */
const given = (text: string) => text.trim() || undefined;

/**
 * The body of an approval: with the refund when the registration was paid (its bank reference and
 * date only when money goes back: a refund of nothing sends nothing), without one when it was not.
 */
export function approvalBody(
  fields: ApprovalFields,
  paid: boolean,
): { ok: true; body: DecisionBody } | { ok: false; message: string } {
  const note = given(fields.note);
  if (!paid) return { ok: true, body: { decision: 'approve', note } };
  const amountPaise = paiseOfRupeesText(fields.refund);
  if (amountPaise === null) return { ok: false, message: REFUND_NOT_RUPEES };
  const sent = amountPaise > 0 ? { bankReference: fields.bankReference.trim(), date: fields.date } : {};
  return {
    ok: true,
    body: { decision: 'approve', note, refund: { amountPaise, reason: given(fields.reason), ...sent } },
  };
}

export const declineBody = (note: string): DecisionBody => ({ decision: 'decline', note: given(note) });
