// A registration's billing details after it was made: changed until its tax invoice is issued,
// and never after, since an invoice's particulars do not change. The change is written on
// condition that the registration is still the version read (docs/decisions/0008), as issueInvoice
// writes the invoice: of a change and an issue at once, one commits and the other reads again, so
// an invoice is issued either with the details before the change or with the details after it,
// and a change that reads an issued invoice is refused.
import type { BillingDetails } from '../domain/billing';
import { DomainError } from '../domain/errors';
import { isCancelled, isComplimentary, stateOf } from '../domain/lifecycle';
import {
  BILLING_AFTER_INVOICE,
  COMPLIMENTARY_NOTHING_TO_PAY,
  REGISTRATION_CANCELLED,
  STATUS_ID_UNKNOWN,
} from '../domain/messages';
import { currentTime } from '../clock';
import { auditOf, registrationDoc } from './collections';
import { queueWithLinkKey } from './data-access';
import { billingChangedMail, greetingNameOf } from './mail';
import { retryOnContention } from './contention';
import { firestore } from './firebase';
import { commitIfUnchanged, readRegistrationVersion } from './registrations';

/**
 * What an audit entry says of billing details: what the invoice names that the code checked, the
 * address left in the record alone.
 */
export function billingAuditDetail(billing: BillingDetails) {
  return {
    name: billing.name,
    stateCode: billing.stateCode,
    gstin: billing.gstin ?? null,
    // Abroad, or an SEZ unit: said only when so.
    ...(billing.country ? { country: billing.country } : {}),
    ...(billing.sez ? { sez: true } : {}),
  };
}

/** Replaces the billing details (null: the invoice goes to the registrant); refused once invoiced. */
export async function replaceBillingDetails(id: string, billing: BillingDetails | null, by: string): Promise<void> {
  const ref = registrationDoc(id, STATUS_ID_UNKNOWN);
  await retryOnContention(async () => {
    const { record, updateTime } = await readRegistrationVersion(ref, STATUS_ID_UNKNOWN);
    if (isCancelled(record)) throw new DomainError('conflict', REGISTRATION_CANCELLED);
    if (record.invoice) throw new DomainError('conflict', BILLING_AFTER_INVOICE);
    // A complimentary registration (a sponsor's code) is never invoiced: there is no one to bill.
    if (isComplimentary(record)) throw new DomainError('conflict', COMPLIMENTARY_NOTHING_TO_PAY);
    const at = currentTime();
    const change = (record.billingChanges ?? 0) + 1;
    const state = stateOf(record);
    const batch = firestore().batch();
    // The address stays in the record alone: the audit says what the invoice would name.
    batch.create(auditOf(ref).doc(`billing-changed-${change}`), {
      event: billing ? 'billing-details-set' : 'billing-details-removed',
      from: state,
      to: state,
      at,
      by,
      ...(billing ? { detail: billingAuditDetail(billing) } : {}),
    });
    // Told to the registration's address, within its daily cap: past it, the change still stands,
    // unmailed, as a cancellation request does.
    await queueWithLinkKey(
      batch,
      id,
      (linkKey) =>
        billingChangedMail({
          registrationId: id,
          email: record.email,
          name: greetingNameOf(record),
          billing,
          event: `billing-changed-${change}`,
          linkKey,
        }),
      at,
    );
    batch.update(ref, { billing, billingChanges: change, updatedAt: at }, { lastUpdateTime: updateTime });
    await commitIfUnchanged(batch, ref, updateTime);
  });
}
