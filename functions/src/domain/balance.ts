// A registration's amount due, and what is left of it once an administrator has counted part of it
// received: a transfer short of the amount due is answered with "ask for the balance", and the
// registrant then pays and proves only the rest. Whole rupees, as fees are.

export interface Dues {
  totalAmount: number;
  /** Counted received in all by an administrator's request for the balance; absent before one. */
  amountReceived?: number | null;
}

export const amountReceivedOf = (dues: Dues): number => dues.amountReceived ?? 0;

/** What is still to be paid: the amount due less what was counted received. */
export const balanceOf = (dues: Dues): number => Math.max(0, dues.totalAmount - amountReceivedOf(dues));

/** A balance to ask for: something received, and less than the amount due. */
export const isShortOf = (received: number, dues: Dues): boolean => received > 0 && received < dues.totalAmount;

/** Amounts as paise, so that lines of ₹7,000.50 and ₹99.50 add up to exactly ₹7,100. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);

/** What the bank's lines add up to, in paise; null when one amount could not be read. */
export function paidPaise(amounts: readonly (number | null)[]): number | null {
  if (amounts.some((amount) => amount === null)) return null;
  return amounts.reduce<number>((sum, amount) => sum + toPaise(amount ?? 0), 0);
}

/**
 * Whether what the bank's lines add up to pays the registration: the amount due, or the balance
 * after a request for it (the earlier transfer being on an earlier statement).
 */
export function paysDues(amounts: readonly (number | null)[], dues: Dues): boolean {
  const paid = paidPaise(amounts);
  if (paid === null) return false;
  return paid === toPaise(dues.totalAmount) || (amountReceivedOf(dues) > 0 && paid === toPaise(balanceOf(dues)));
}

/** A proof as stored: what was due when it was sent (absent on proofs stored before it was kept). */
export interface ProofDue {
  amountDue?: number | null;
}

/**
 * The amount due rose after the latest proof was sent (an IEEE membership not confirmed moves the
 * registration to a higher rate): the proof shows a transfer of what was due then, so the payment
 * cannot be verified on it. `then` is what was due when it was sent, `now` what is due now, and
 * `rest` the difference still to pay. Null when the latest proof was sent for what is due now.
 */
export function dueRoseSinceProof(
  dues: Dues & { paymentProofs: readonly ProofDue[] },
): { then: number; now: number; rest: number } | null {
  const then = dues.paymentProofs.at(-1)?.amountDue;
  const now = balanceOf(dues);
  if (then === undefined || then === null || then >= now) return null;
  return { then, now, rest: now - then };
}
