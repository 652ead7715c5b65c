// The accounts section's answer (GET /api/admin/accounts): a period's registers of tax invoices,
// credit notes and refunds and their totals, amounts in paise (domain/accounts.ts).
import { z } from '../zod';

const paise = z.number().int();
const rowSchema = z.object({
  number: z.string(),
  date: z.iso.date(),
  registrationId: z.string(),
  recipient: z.string(),
  gstin: z.string().nullable(),
  kind: z.enum(['B2B', 'B2C']),
  placeOfSupply: z.string(),
  taxable: paise,
  cgst: paise,
  sgst: paise,
  igst: paise,
  total: paise,
  against: z.string().nullable(),
});
const sumsSchema = z.object({
  count: z.number().int(),
  taxable: paise,
  cgst: paise,
  sgst: paise,
  igst: paise,
  total: paise,
});

const refundRowSchema = z.object({
  date: z.iso.date(),
  registrationId: z.string(),
  amount: paise,
  bankReference: z.string(),
  creditNote: z.string().nullable(),
});

/**
 * The registers against the dashboard, over every financial year (domain/accounts.ts): the
 * verified amount less refunds is the registrations' invoices less credit notes plus the
 * difference of each registration listed (the first 100; `unbalancedCount` is all of them).
 */
const reconciliationSchema = z.object({
  verified: paise,
  refunded: paise,
  invoicedNet: paise,
  unbalanced: z.array(z.object({ registrationId: z.string(), kept: paise, invoiced: paise })),
  unbalancedCount: z.number().int(),
  unbalancedTotal: paise,
});

export const accountsSchema = z.object({
  period: z.string(),
  invoices: z.array(rowSchema),
  creditNotes: z.array(rowSchema),
  refunds: z.array(refundRowSchema),
  totals: z.object({
    b2b: sumsSchema,
    b2c: sumsSchema,
    invoiced: sumsSchema,
    credited: sumsSchema,
    net: sumsSchema,
    refunded: z.object({ count: z.number().int(), total: paise }),
  }),
  reconciliation: reconciliationSchema,
});

export type AccountsView = z.infer<typeof accountsSchema>;
