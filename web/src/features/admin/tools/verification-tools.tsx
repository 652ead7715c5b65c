import { useEffect, useRef, useState } from 'react';
import type { RegistrationRecord } from '../admin-schemas';
import { ProofReview } from './proof-review';
import { ReceiptDownload } from './receipt-download';
import { UndoVerification } from './undo-verification';
import './tools.css';

/**
 * On the registration's page: undo of a fresh verification, the payment acknowledgement of a
 * verified one, and the proof reviewed side by side with what it must show.
 */
export function VerificationTools({ record, onChanged }: { record: RegistrationRecord; onChanged: () => void }) {
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (message) messageRef.current?.focus(); // the button that acted may be gone now
  }, [message]);

  return (
    <>
      <div className="admin-tools__record-actions">
        <UndoVerification
          record={record}
          onDone={(text) => {
            setMessage({ text, failed: false });
            onChanged();
          }}
          onFailed={(text) => {
            setMessage({ text, failed: true });
            onChanged();
          }}
        />
        <ReceiptDownload record={record} />
      </div>
      {message && (
        <p
          ref={messageRef}
          tabIndex={-1}
          role={message.failed ? 'alert' : 'status'}
          className={message.failed ? 'admin-error' : 'admin-tools__ok'}
        >
          {message.text}
        </p>
      )}
      <ProofReview record={record} />
    </>
  );
}
