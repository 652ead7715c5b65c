// Correcting whom an issued tax invoice is made out to. An invoice's particulars never change
// (services/billing.ts), so a wrong recipient (the institution's GSTIN sent after the payment was
// verified, a misspelt name, the registrant invoiced where the institution pays) is corrected as
// the law has it: a credit note cancels the invoice in full, and a new invoice, numbered next in
// the series, names the corrected recipient. Both numbers are claimed in the one conditional batch
// that also stores the billing details, audits the change and mails the registrant, so either all
// of it happens or none. The payment, its passes and its acknowledgement do not change.
import { isDeepStrictEqual } from 'node:util';
import type { BillingDetails } from '../domain/billing';
import { TAX } from '../domain/conference';
import { DomainError } from '../domain/errors';
import { invoiceNeedsState } from '../domain/invoice';
import { isCancelled, stateOf } from '../domain/lifecycle';
import {
  INVOICE_CORRECTION_NONE,
  INVOICE_CORRECTION_SAME,
  INVOICE_CORRECTION_STATE_NEEDED,
  REGISTRATION_CANCELLED,
  REGISTRATION_NOT_FOUND,
  invoiceCorrectionStale,
} from '../domain/messages';
import { currentTime } from '../clock';
import { billingAuditDetail } from './billing';
import { auditOf, invoices, mailId, mails, registrationDoc } from './collections';
import { retryOnContention } from './contention';
import { newLinkKey } from './data-access';
import { firestore } from './firebase';
import {
  commitOrRetry,
  correctedInvoiceId,
  invoicingOf,
  prepareCreditNote,
  prepareInvoice,
  recipientOf,
  type IssuedInvoice,
} from './invoices';
import { greetingNameOf, invoiceCorrectedMail } from './mail';
import { countMailAfterwards } from './mail-quota';
import { queued, readRegistrationVersion, type RegistrationRecord } from './registrations';

export interface CorrectedInvoice {
  /** The number of the invoice cancelled. */
  cancelled: string;
  creditNote: IssuedInvoice;
  invoice: IssuedInvoice;
  /** E-invoiced documents: each is no document until the portal registers it. */
  awaiting: { creditNote: boolean; invoice: boolean };
}

/** A recipient as an invoice prints it, undefined fields left out, for comparing two. */
const printed = (recipient: unknown): unknown => JSON.parse(JSON.stringify(recipient));

/**
 * Cancels the current invoice of `id` (`invoice`, its number as the administrator saw it) with a
 * credit note that gives `reason`, and issues a new one made out to `billing` (null: the
 * registrant). Refused (409), with nothing written, when there is no current invoice or it is no
 * longer `invoice`, the registration is cancelled, the recipient would not change, the law no
 * longer allows the credit note (s. 34(2)), or an invoice to the registrant would lack the state
 * rule 46(e) asks for.
 */
export async function correctInvoiceRecipient(
  id: string,
  input: { invoice: string; billing: BillingDetails | null; reason: string; by: string },
): Promise<CorrectedInvoice> {
  const invoicing = invoicingOf();
  const ref = registrationDoc(id);
  let mailed: { to: string; at: Date } | null = null;
  const corrected = await retryOnContention(async () => {
    const { record, updateTime } = await readRegistrationVersion(ref, REGISTRATION_NOT_FOUND);
    if (isCancelled(record)) throw new DomainError('conflict', REGISTRATION_CANCELLED);
    const current = record.invoice;
    if (!current || stateOf(record) !== 'payment-verified') throw new DomainError('conflict', INVOICE_CORRECTION_NONE);
    // Of two administrators correcting one invoice, the second (read again after the first) is told.
    if (current.number !== input.invoice) {
      throw new DomainError('conflict', invoiceCorrectionStale(input.invoice, current.number));
    }
    if (!invoicing.ready) throw new DomainError('conflict', invoicing.problem);
    const correctedRecord: RegistrationRecord = { ...record, billing: input.billing };
    // Against what the invoice prints, not the record: a registrant's name corrected since
    // (services/registrant-name.ts) is a change of recipient too.
    const issued = (await invoices().doc(current.id).get()).data()?.particulars.recipient;
    if (issued && isDeepStrictEqual(printed(issued), printed(recipientOf(correctedRecord)))) {
      throw new DomainError('conflict', INVOICE_CORRECTION_SAME);
    }
    if (invoiceNeedsState(correctedRecord, record.totalAmount, TAX.ratePercent)) {
      throw new DomainError('conflict', INVOICE_CORRECTION_STATE_NEEDED);
    }

    const at = currentTime();
    const correction = (record.invoiceCorrections ?? 0) + 1;
    const verification = record.paymentVerifications ?? 1;
    // The first invoice of a verification is `{id}_{verification}`; its corrections follow it.
    const invoiceId = correctedInvoiceId(`${id}_${verification}`, correction);
    const creditNote = await prepareCreditNote(record, {
      by: input.by,
      reason: `Recipient corrected: ${input.reason}`,
      at,
    });
    if (!creditNote) throw new DomainError('conflict', INVOICE_CORRECTION_NONE);
    const invoice = await prepareInvoice(correctedRecord, invoiceId, {
      facts: invoicing.facts,
      invoicing,
      by: input.by,
      at,
    });
    const linkKey = newLinkKey(id);
    const event = `invoice-corrected-${correction}`;
    const state = stateOf(record);

    const batch = firestore().batch();
    creditNote.write(batch);
    invoice.write(batch);
    batch.create(auditOf(ref).doc(event), {
      event: 'invoice-corrected',
      from: state,
      to: state,
      at,
      by: input.by,
      // As the billing change's entry: what the invoice names that the code checked.
      detail: {
        cancelled: current.number,
        creditNote: creditNote.number,
        number: invoice.number,
        date: invoice.date,
        reason: input.reason,
        recipient: input.billing ? billingAuditDetail(input.billing) : 'the registrant',
      },
    });
    linkKey.create(batch, at);
    const mail = invoiceCorrectedMail({
      registrationId: id,
      email: record.email,
      name: greetingNameOf(record),
      cancelled: current.number,
      creditNote: creditNote.number,
      invoice: invoice.number,
      billing: input.billing,
      awaiting: { creditNote: creditNote.irnDue, invoice: invoice.irnDue },
      linkKey: linkKey.token,
      event,
    });
    // An administrator's mail about money always goes out, counted against its recipient's day afterwards.
    batch.create(mails().doc(mailId(id, event)), queued(mail));
    batch.update(
      ref,
      {
        billing: input.billing,
        invoice: { id: invoiceId, number: invoice.number, date: invoice.date },
        invoiceCorrections: correction,
        updatedAt: at,
      },
      { lastUpdateTime: updateTime },
    );
    await commitOrRetry(batch);
    mailed = { to: record.email, at };
    return {
      cancelled: current.number,
      creditNote: { number: creditNote.number, date: creditNote.date },
      invoice: { number: invoice.number, date: invoice.date },
      awaiting: { creditNote: creditNote.irnDue, invoice: invoice.irnDue },
    };
  });
  const counted = mailed as { to: string; at: Date } | null;
  if (counted) await countMailAfterwards(counted.to, counted.at);
  return corrected;
}
