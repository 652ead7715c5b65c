import { useState } from 'react';
import { IEEE_MEMBERSHIP_TO_CHECK } from '@domain/messages';
import { repricedAsNonIeee } from '@domain/ieee-review';
import { formatInr } from '@domain/pricing';
import { getTier } from '@domain/tiers';
import type { AdminRegistration } from '@domain/api/admin-record';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { formatDateTime } from '../shared/format';
import { useAdminApi } from '../shared/use-admin-api';

type Decision = 'confirmed' | 'not-member';

/**
 * A registration made while IEEE's service could not be reached: the administrator checks the
 * membership (the certificate is among the files below) and confirms it, or moves the registration
 * to the non-IEEE rate, before the payment can be verified. Once decided, the decision is shown.
 */
export function IeeeMembershipCheck({
  record,
  onChanged,
}: {
  record: AdminRegistration;
  onChanged: (done: string | null) => void;
}) {
  const api = useAdminApi();
  const [dialog, setDialog] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const decided = record.ieeeMembershipDecision;
  if (!record.ieeeMembershipToCheck) {
    if (!decided) return null;
    return (
      <p className="admin-hint" data-testid="ieee-decision">
        IEEE membership{' '}
        {decided.decision === 'confirmed'
          ? 'confirmed'
          : `not confirmed: moved from ${decided.previousTier ? getTier(decided.previousTier).label : 'the IEEE tier'} (${formatInr(decided.previousAmount ?? 0)}) to the non-IEEE rate`}{' '}
        by {decided.by}, {formatDateTime(decided.at)}.
      </p>
    );
  }

  const registrant = `${record.title} ${record.firstName} ${record.lastName}`;
  const moved = repricedAsNonIeee(record, new Date(record.createdAt));

  async function decide(decision: Decision) {
    setBusy(true);
    setFailure(null);
    try {
      await api.postJson(`/api/admin/registrations/${encodeURIComponent(record.id)}/ieee-membership`, { decision });
      setDialog(null);
      onChanged(
        decision === 'confirmed'
          ? 'IEEE membership confirmed. The payment can now be verified.'
          : 'Moved to the non-IEEE rate. The registrant is e-mailed the new amount.',
      );
    } catch (error) {
      setFailure((error as Error).message);
      onChanged(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section
      className="admin-review__state admin-ieee-check"
      aria-labelledby="ieee-check-title"
      data-testid="ieee-check"
    >
      <h3 id="ieee-check-title">{IEEE_MEMBERSHIP_TO_CHECK}</h3>
      <p>
        IEEE&apos;s service could not be reached when {registrant} registered as{' '}
        {getTier(record.registrationTier).label} with member number <strong>{record.ieeeNumber ?? '(none)'}</strong>.
        Check the membership certificate below, then decide: the amount due depends on it, and the payment can be
        verified only after.
      </p>
      <div className="actions">
        <button type="button" className="button admin-button" onClick={() => setDialog('confirmed')}>
          Membership confirmed
        </button>
        {moved && (
          <button
            type="button"
            className="button button--secondary admin-button"
            onClick={() => setDialog('not-member')}
          >
            Not a member: charge {formatInr(moved.pricing.total)}
          </button>
        )}
      </div>
      {failure && (
        <p role="alert" className="admin-error">
          {failure}
        </p>
      )}
      <ConfirmDialog
        open={dialog === 'confirmed'}
        title={`Confirm the IEEE membership of ${registrant}?`}
        confirmLabel="Yes, membership confirmed"
        busy={busy}
        onConfirm={() => void decide('confirmed')}
        onCancel={() => setDialog(null)}
      >
        <p>
          {record.id} stays {getTier(record.registrationTier).label} at {formatInr(record.totalAmount)}. Nothing is sent
          to the registrant.
        </p>
      </ConfirmDialog>
      {moved && (
        <ConfirmDialog
          open={dialog === 'not-member'}
          title={`Move ${registrant} to the non-IEEE rate?`}
          confirmLabel={`Charge ${formatInr(moved.pricing.total)}`}
          destructive
          busy={busy}
          onConfirm={() => void decide('not-member')}
          onCancel={() => setDialog(null)}
        >
          <p>
            {record.id} becomes {getTier(moved.registrationTier).label}: {formatInr(moved.pricing.total)} instead of{' '}
            {formatInr(record.totalAmount)}, at the rate of the day it registered. The registrant is e-mailed the new
            amount and, if they paid already, the difference to pay.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
