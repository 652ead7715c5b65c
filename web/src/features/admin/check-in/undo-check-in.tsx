import { useEffect, useRef, useState } from 'react';
import { formatCalendarDay } from '@domain/venue-time';
import { doneResponse } from '../shared/api-responses';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useAdminRequest } from '../shared/admin-request';

/**
 * An administrator's "Undo check-in" for one person and day (POST /api/admin/check-in/undo), after
 * a confirmation: for a check-in made in error. The registration's audit trail keeps both.
 */
export function UndoCheckIn({
  who,
  name,
  day,
  onDone,
}: {
  who: { registrationId: string; person: string };
  name: string;
  day: string;
  onDone: (outcome: { text: string; failed: boolean }) => void;
}) {
  const request = useAdminRequest();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; failed: boolean } | null>(null);
  const told = useRef<typeof outcome>(null);

  // Told once the dialog has closed (its effect runs first) and handed the focus back, so the
  // announcement that takes the focus next keeps it.
  useEffect(() => {
    if (outcome && !confirming && told.current !== outcome) {
      told.current = outcome;
      onDone(outcome);
    }
  }, [outcome, confirming, onDone]);

  async function undo() {
    setBusy(true);
    try {
      await request('/api/admin/check-in/undo', doneResponse, { json: { ...who, day } });
      setOutcome({ text: `The check-in of ${name} on ${formatCalendarDay(day)} was undone.`, failed: false });
    } catch (error) {
      setOutcome({ text: (error as Error).message, failed: true });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <>
      <button type="button" className="button button--secondary admin-button" onClick={() => setConfirming(true)}>
        Undo check-in<span className="visually-hidden"> of {name}</span>
      </button>
      <ConfirmDialog
        open={confirming}
        title={`Undo the check-in of ${name}?`}
        confirmLabel="Yes, undo check-in"
        destructive
        busy={busy}
        onConfirm={() => void undo()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {name} ({who.registrationId}) will no longer be checked in on {formatCalendarDay(day)}, and can be checked in
          again. The registration&rsquo;s audit trail keeps the check-in and its undoing.
        </p>
      </ConfirmDialog>
    </>
  );
}
