// GET /api/admin/stats: registrations per calendar day in India, amounts per tier, the totals, and
// the attendance at the conference. The site's dashboard parses this: fields are only ever added.
import { z } from '../zod';
import { TIER_IDS } from '../tiers';

const amountsSchema = z.object({
  count: z.number(),
  /** The sum of the registrations' totals, in rupees incl. GST. */
  amount: z.number(),
  /** The same sum over those whose payment was verified (cancelled ones included: the money came in). */
  verifiedAmount: z.number(),
});

/**
 * Check-ins at the desk, counted in people: a group's coordinator and each student.
 * `days` has every conference day in order and, in each, every tier the edition offers.
 */
export const attendanceSchema = z.object({
  days: z.array(
    z.object({
      date: z.iso.date(),
      checkedIn: z.number(),
      perTier: z.array(z.object({ tier: z.enum(TIER_IDS), checkedIn: z.number() })),
    }),
  ),
  /** People of payment-verified registrations: each has a pass. */
  verifiedPeople: z.number(),
  /** Of them, those not checked in on any day yet. */
  notCheckedIn: z.number(),
});
export type Attendance = z.infer<typeof attendanceSchema>;

export const registrationStatsSchema = z.object({
  perDay: z.array(z.object({ date: z.iso.date(), count: z.number() })),
  perTier: z.array(amountsSchema.extend({ tier: z.enum(TIER_IDS) })),
  /** Every registration: the dashboard's headline figures. */
  totals: amountsSchema,
  /** Payment verifications withdrawn after the undo window (a proof found not to be a payment). */
  withdrawnVerifications: z.number(),
  /** Refunds paid on approved cancellations: how many, and their sum in rupees (to the paisa). */
  refunds: z.object({ count: z.number(), amount: z.number() }).default({ count: 0, amount: 0 }),
  attendance: attendanceSchema,
  /**
   * B2B invoices and credit notes issued `afterDays` days ago or more without an IRN from the
   * Invoice Registration Portal (services/e-invoices.ts): how many, and the oldest one's day.
   */
  /** Cancellation requests awaiting an administrator's decision, and the venue's day of the oldest. */
  cancellationsRequested: z
    .object({ count: z.number().int(), oldest: z.iso.date().nullable() })
    .default({ count: 0, oldest: null }),
  eInvoicesOverdue: z
    .object({ count: z.number().int(), oldest: z.iso.date().nullable(), afterDays: z.number().int() })
    .default({ count: 0, oldest: null, afterDays: 0 }),
});
export type RegistrationStats = z.infer<typeof registrationStatsSchema>;
