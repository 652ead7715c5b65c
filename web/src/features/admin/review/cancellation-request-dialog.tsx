import { useState } from 'react';
import type { RecordDialogProps } from '../shared/dialog-on-demand';
import { ON_BEHALF_REASON_MISSING } from '@domain/admin-messages';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { doneResponse } from '../shared/api-responses';
import { useAdminRequest } from '../shared/admin-request';
import { ReasonField } from '../shared/reason-field';
import { required, useReasonAction } from '../shared/reason-action';

/**
 * The request a registrant made to the organisers, recorded on their behalf
 * (cancellation-request.tsx), with their reason. The registrant is mailed that it was received, as
 * when they ask themselves; the audit trail names the administrator who recorded it.
 */
export function CancellationRequestDialog({ record, open, onClose, onDone }: RecordDialogProps) {
  const request = useAdminRequest();
  const [reason, setReason] = useState('');
  // Its length is the field's limit; the server checks the rest.
  const action = useReasonAction(required(ON_BEHALF_REASON_MISSING), async (given) => {
    await request(`/api/admin/registrations/${encodeURIComponent(record.id)}/cancellation/request`, doneResponse, {
      json: { reason: given },
    });
  });

  async function save() {
    if (!(await action.act(reason))) return;
    setReason('');
    onDone(
      'Cancellation request recorded, and the registrant mailed that it was received: approve or decline it under Cancellation.',
    );
  }

  return (
    <ConfirmDialog
      open={open}
      title={`Record a request to cancel ${record.id} (${record.firstName} ${record.lastName})?`}
      confirmLabel="Record the request"
      busy={action.busy}
      onConfirm={() => void save()}
      onCancel={() => {
        action.clear();
        onClose();
      }}
    >
      <p>
        For a registrant who asked you to cancel, by mail or in person, rather than on the status page. It is recorded
        as their request, with the refund the policy gives today, and they are mailed that it was received; nothing is
        cancelled until you approve it. The audit trail names you.
      </p>
      <ReasonField label="Their reason, and how they asked" value={reason} onChange={setReason} error={action.error} />
    </ConfirmDialog>
  );
}
