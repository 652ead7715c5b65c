import { withdrawalSchema } from '@domain/api/withdraw-verification';
import type { RecordDialogProps } from '../shared/dialog-on-demand';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { VerificationConsequences } from './verification-consequences';
import { doneResponse } from '../shared/api-responses';
import { useAdminRequest } from '../shared/admin-request';
import { useKeptReason, withdrawalReasonKey } from '../shared/kept-reason';
import { ReasonField } from '../shared/reason-field';
import { useReasonAction } from '../shared/reason-action';

/**
 * "Withdraw verification"'s dialog, loaded when its button is first pressed
 * (withdraw-verification.tsx; decision 34): a reason is required and mailed to the registrant,
 * whose passes stop working and who may send a new proof. It names the registrant; errors are
 * announced in it.
 */
export function WithdrawVerificationDialog({ record, open, onClose, onDone }: RecordDialogProps) {
  const request = useAdminRequest();
  // Kept in the tab until sent: a sign-in the server ends mid-way does not lose it.
  const kept = useKeptReason(withdrawalReasonKey(record.id));
  const check = (reason: string) => {
    const parsed = withdrawalSchema.safeParse({ reason });
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  };
  const action = useReasonAction(check, async (reason) => {
    await request(`/api/verify/withdraw-verification/${encodeURIComponent(record.id)}`, doneResponse, {
      json: { reason },
    });
  });

  async function withdraw() {
    if (!(await action.act(kept.value))) return;
    kept.discard();
    onDone(
      'Verification withdrawn: the passes no longer work, and the registrant is sent the reason and may upload a new proof.',
    );
  }

  const registrant = `${record.title} ${record.firstName} ${record.lastName}`;
  return (
    <ConfirmDialog
      open={open}
      title={`Withdraw the payment verification of ${registrant} (${record.id})?`}
      confirmLabel="Withdraw verification"
      destructive
      busy={action.busy}
      onConfirm={() => void withdraw()}
      onCancel={() => {
        action.clear();
        onClose();
      }}
    >
      <p>
        For a payment found not to be one (a forged or altered proof). The entry passes of this registration stop
        working at once; {registrant} is e-mailed the reason and can upload a new proof. The audit trail keeps it.
      </p>
      <VerificationConsequences record={record} />
      <ReasonField
        label="Reason (sent to the registrant)"
        value={kept.value}
        onChange={kept.change}
        error={action.error}
      />
    </ConfirmDialog>
  );
}
