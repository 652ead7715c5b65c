// An administrator's decision on an IEEE membership that could not be checked at registration
// (domain/ieee-review.ts): one batch, conditional on the registration as read, writes the decision,
// the new tier and amount when the non-IEEE rate applies, the audit entry and the registrant's mail.
import { currentTime } from '../clock';
import { DomainError } from '../domain/errors';
import { repricedAsNonIeee, type IeeeDecision } from '../domain/ieee-review';
import { stateOf } from '../domain/lifecycle';
import { IEEE_MEMBERSHIP_ALREADY_DECIDED, REGISTRATION_NOT_FOUND } from '../domain/messages';
import { formatInr } from '../domain/pricing';
import { getTier } from '../domain/tiers';
import type { Administrator } from './admin-auth';
import { registrationDoc } from './collections';
import { firestore } from './firebase';
import { greetingNameOf, nonIeeeRateMail, type MailDocument } from './mail';
import { countMailAfterwards } from './mail-quota';
import {
  commitIfUnchanged,
  readRegistrationVersion,
  recordTransition,
  type IeeeMembershipDecision,
} from './registrations';
import { retryOnContention } from './contention';

export async function decideIeeeMembership(id: string, decision: IeeeDecision, admin: Administrator): Promise<void> {
  const ref = registrationDoc(id, REGISTRATION_NOT_FOUND);
  let mailed: MailDocument | undefined;
  const at = currentTime();
  await retryOnContention(async () => {
    mailed = undefined;
    const { record, updateTime: read } = await readRegistrationVersion(ref, REGISTRATION_NOT_FOUND);
    if (!record.ieeeMembershipToCheck) throw new DomainError('conflict', IEEE_MEMBERSHIP_ALREADY_DECIDED);
    const by = admin.email ?? admin.uid;
    const state = stateOf(record);
    const moved = decision === 'not-member' ? repricedAsNonIeee(record, record.createdAt) : null;
    const outcome: IeeeMembershipDecision = {
      decision,
      by,
      at,
      ...(moved ? { previousTier: record.registrationTier, previousAmount: record.totalAmount } : {}),
    };
    if (moved) {
      mailed = nonIeeeRateMail({
        registrationId: record.id,
        email: record.email,
        name: greetingNameOf(record),
        tier: getTier(moved.registrationTier).label,
        amount: formatInr(moved.pricing.total),
        previousAmount: formatInr(record.totalAmount),
        difference: formatInr(Math.max(0, moved.pricing.total - record.totalAmount)),
        event: 'ieee-membership-not-member',
      });
    }
    const batch = firestore().batch();
    recordTransition(batch, ref, read, {
      auditId: `ieee-membership-${decision}`,
      entry: {
        event: `ieee-membership-${decision}`,
        from: state,
        to: state,
        at,
        by,
        ...(moved
          ? { detail: { from: record.registrationTier, to: moved.registrationTier, amount: moved.pricing.total } }
          : {}),
      },
      fields: {
        ieeeMembershipToCheck: false,
        ieeeMembershipDecision: outcome,
        ...(moved
          ? { registrationTier: moved.registrationTier, totalAmount: moved.pricing.total, pricing: moved.pricing }
          : {}),
      },
      ...(mailed ? { mail: { message: mailed, quota: null } } : {}),
    });
    await commitIfUnchanged(batch, ref, read);
  });
  const sent = mailed as MailDocument | undefined;
  if (sent) await countMailAfterwards(sent.to, at);
}
