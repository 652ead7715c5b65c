// POST /api/admin/registrations/{id}/invoice/correction {invoice, billing, reason}: an administrator
// corrects whom an issued tax invoice is made out to (a GSTIN the institution sent later, a
// misspelt name). The invoice is cancelled in full by a credit note that prints the reason, and a
// new invoice names the corrected recipient (`billing: null`: the registrant); the payment, its
// passes and its acknowledgement do not change.
import { z } from '../zod';
import { BILLING_BODY_INVALID } from '../messages';
import {
  INVOICE_CORRECTION_BODY_INVALID,
  INVOICE_CORRECTION_REASON_PRINTABLE,
  INVOICE_CORRECTION_REASON_REQUIRED,
  INVOICE_CORRECTION_REASON_TOO_LONG,
} from '../admin-messages';
import { isDocumentNumberShape } from '../invoice-number';
import { isPlainText, isPrintable, report } from '../schema-helpers';
import { billingUpdateSchema } from './billing';
import { dataBody } from './envelope';
import { issuedInvoiceSchema } from './invoice';

/** The reason is printed on the credit note: one short line of the letters its fonts hold. */
export const MAX_CORRECTION_REASON = 200;

const reasonSchema = z
  .string({ error: INVOICE_CORRECTION_REASON_REQUIRED })
  .trim()
  .min(1, INVOICE_CORRECTION_REASON_REQUIRED)
  .max(MAX_CORRECTION_REASON, INVOICE_CORRECTION_REASON_TOO_LONG)
  .refine((reason) => isPlainText(reason) && isPrintable(reason), INVOICE_CORRECTION_REASON_PRINTABLE);

export const invoiceCorrectionSchema = z.unknown().transform((body, ctx) => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    report(ctx, INVOICE_CORRECTION_BODY_INVALID, []);
    return z.NEVER;
  }
  // The invoice the administrator saw, so that of two corrections at once the second is refused.
  const invoice = (body as { invoice?: unknown }).invoice;
  if (typeof invoice !== 'string' || !isDocumentNumberShape(invoice)) {
    report(ctx, INVOICE_CORRECTION_BODY_INVALID, ['invoice']);
    return z.NEVER;
  }
  const billing = billingUpdateSchema.safeParse(body);
  const reason = reasonSchema.safeParse((body as { reason?: unknown }).reason);
  // The billing route's own wording of a missing `billing` speaks of removing it: said for this body.
  if (!billing.success) {
    for (const issue of billing.error.issues) {
      report(ctx, issue.message === BILLING_BODY_INVALID ? INVOICE_CORRECTION_BODY_INVALID : issue.message, issue.path);
    }
  }
  if (!reason.success) for (const issue of reason.error.issues) report(ctx, issue.message, ['reason']);
  if (!billing.success || !reason.success) return z.NEVER;
  return { invoice, billing: billing.data.billing, reason: reason.data };
});
export type InvoiceCorrection = z.output<typeof invoiceCorrectionSchema>;

/** The answer: the invoice cancelled, the credit note that cancelled it, and the invoice that replaces it. */
export const invoiceCorrectedSchema = z.object({
  cancelled: z.string(),
  creditNote: issuedInvoiceSchema,
  invoice: issuedInvoiceSchema,
  /** E-invoiced documents: each the registrant's once the portal registers it (Accounts, E-invoices). */
  awaiting: z.object({ creditNote: z.boolean(), invoice: z.boolean() }),
});
export type InvoiceCorrected = z.infer<typeof invoiceCorrectedSchema>;
export const invoiceCorrectedBodySchema = dataBody(invoiceCorrectedSchema);
