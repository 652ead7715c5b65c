import type { AdminRegistration } from '@domain/api/admin-record';
import type { ActionOutcome } from '../shared/action-message';
import { ProofReview } from './proof-review';
import { InvoiceTools } from '../money/invoice-tools';
import { ReceiptDownload } from './receipt-download';
import { UndoVerification } from './undo-verification';
import { WithdrawVerification } from './withdraw-verification';
import '../shared/tools.css';

/**
 * On the registration's page: undo of a fresh verification, the payment acknowledgement and the tax
 * invoice of a verified one, the withdrawal of a verification found wrong later, and the proof reviewed side by
 * side with what it must show.
 */
export function VerificationTools({
  record,
  onChanged,
  onOutcome,
}: {
  record: AdminRegistration;
  onChanged: () => void;
  /** What an action came to, said in the page's one message. */
  onOutcome: (outcome: ActionOutcome) => void;
}) {
  // A sponsor's complimentary registration has no payment: nothing to undo, invoice or withdraw.
  if (record.sponsorCode?.kind === 'complimentary') {
    return (
      <div className="admin-tools__record-actions">
        <ReceiptDownload record={record} />
      </div>
    );
  }
  return (
    <>
      <div className="admin-tools__record-actions">
        <UndoVerification
          record={record}
          onDone={(text) => {
            onOutcome({ text, failed: false });
            onChanged();
          }}
          onFailed={(text) => {
            onOutcome({ text, failed: true });
            onChanged();
          }}
        />
        <ReceiptDownload record={record} />
        <InvoiceTools
          record={record}
          onDone={(text) => {
            onOutcome({ text, failed: false });
            onChanged();
          }}
          onFailed={(text) => onOutcome({ text, failed: true })}
        />
        <WithdrawVerification
          record={record}
          onDone={(text) => {
            onOutcome({ text, failed: false });
            onChanged();
          }}
        />
      </div>
      <ProofReview record={record} />
    </>
  );
}
