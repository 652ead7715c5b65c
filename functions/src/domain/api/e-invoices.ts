// The e-invoices' calls (GET /api/admin/e-invoices, POST /api/admin/e-invoices/answer).
import { E_INVOICE_ANSWER_REQUIRED } from '../messages';
import { z } from '../zod';

export const eInvoiceListSchema = z.object({
  period: z.string(),
  documents: z.array(
    z.object({
      type: z.enum(['invoice', 'credit-note']),
      number: z.string(),
      date: z.iso.date(),
      recipient: z.string(),
      gstin: z.string(),
      supply: z.enum(['B2B', 'SEZWP', 'SEZWOP', 'EXPWP', 'EXPWOP', 'B2C']),
      /** In paise. */
      total: z.number().int(),
      irn: z.object({ irn: z.string(), ackNo: z.string(), ackDate: z.string() }).nullable(),
      problems: z.array(z.string()),
    }),
  ),
});

/** The portal's answer as pasted: its JSON, as text, at most 64 KB (a signed invoice is a few KB). */
export const eInvoiceAnswerSchema = z.object({
  answer: z
    .string({ error: E_INVOICE_ANSWER_REQUIRED })
    .trim()
    .min(1, E_INVOICE_ANSWER_REQUIRED)
    .max(65_536, E_INVOICE_ANSWER_REQUIRED),
});

export const eInvoiceRegisteredSchema = z.object({
  number: z.string(),
  irn: z.string(),
  ackNo: z.string(),
  ackDate: z.string(),
});

export type EInvoiceListView = z.infer<typeof eInvoiceListSchema>;
