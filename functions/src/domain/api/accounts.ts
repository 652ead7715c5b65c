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
  supply: z.enum(['B2B', 'B2C', 'SEZWP', 'SEZWOP', 'EXPWP', 'EXPWOP']),
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

const returnSumsSchema = z.object({
  documents: z.number().int(),
  taxable: paise,
  igst: paise,
  cgst: paise,
  sgst: paise,
  value: paise,
});
const returnMoneySchema = returnSumsSchema.omit({ documents: true });

/**
 * GSTR-1 of a month or a quarter as the accounts page shows it (GET /api/admin/accounts/gstr1):
 * what each table holds, the period's documents summed directly, whether they agree to the paisa,
 * and the document series of table 13 with a sentence for each number missing from one.
 */
export const gstr1SummarySchema = z.object({
  period: z.string(),
  /** The return period as the portal writes it (MMYYYY). */
  fp: z.string(),
  tables: z.record(z.enum(['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'exp']), returnSumsSchema),
  reconciliation: z.object({ invoiced: returnSumsSchema, credited: returnSumsSchema, net: returnMoneySchema }),
  reconciles: z.boolean(),
  series: z.array(
    z.object({
      kind: z.enum(['invoices', 'credit-notes']),
      from: z.string(),
      to: z.string(),
      total: z.number().int(),
      cancelled: z.number().int(),
    }),
  ),
  explanations: z.array(z.string()),
});

export type Gstr1SummaryView = z.infer<typeof gstr1SummarySchema>;
