import { useState } from 'react';
import type { SponsorView } from '@domain/api/sponsor-views';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useAdminApi } from '../shared/use-admin-api';
import { sponsorCodeRevocationPath, sponsorResponse } from './sponsors-api';

/**
 * Withdrawing one of a sponsor's codes not yet used, confirmed in a dialog that names it: the wizard
 * no longer takes it. The server refuses a code used meanwhile, in its own sentence, shown in the
 * dialog; Cancel then closes it, and the focus goes back to the button that opened it.
 */
export function WithdrawSponsorCode({
  sponsor,
  code,
  kindText,
  onClose,
}: {
  sponsor: SponsorView;
  /** The code being withdrawn; null while the dialog is closed. */
  code: string | null;
  /** What the code costs its user, as the list says it. */
  kindText: string;
  onClose: (withdrawn: SponsorView | null) => void;
}) {
  const api = useAdminApi();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // A dialog opened for another code starts without the last one's refusal.
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (code !== shownFor) {
    setShownFor(code);
    setError(null);
  }

  async function withdraw() {
    if (!code) return;
    setBusy(true);
    setError(null);
    try {
      onClose((await api.postForJson(sponsorCodeRevocationPath(sponsor.id, code), sponsorResponse)).sponsor);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={code !== null}
      title={`Withdraw code ${code ?? ''}?`}
      confirmLabel="Withdraw code"
      destructive
      busy={busy}
      onConfirm={() => void withdraw()}
      onCancel={() => onClose(null)}
    >
      <p>
        Code <code className="sponsor-codes__code">{code}</code> of {sponsor.organisation.name}{' '}
        {`(${kindText.toLowerCase()})`} will no longer work in the registration wizard. If it was handed out already,
        tell the person who has it.
      </p>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
