import { useState } from 'react';

/**
 * The action of a dialog that sends a reason (a withdrawal, an erasure, a cancellation recorded for
 * a registrant): `check` refuses it first (a blank one, with the domain's sentence), then `send`
 * takes it; either refusal is the field's error (ReasonField announces it and takes the focus), and
 * `act` says whether it went through. `clear` forgets the error, as a cancelled dialog does.
 */
export function useReasonAction(check: (reason: string) => string | null, send: (reason: string) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function act(reason: string): Promise<boolean> {
    const refused = check(reason);
    if (refused) {
      setError(refused);
      return false;
    }
    setBusy(true);
    setError(null);
    try {
      await send(reason.trim());
      return true;
    } catch (failure) {
      setError((failure as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, act, clear: () => setError(null) };
}

/** The check of a reason that is required: blank, it is refused with `missing`. */
export const required = (missing: string) => (reason: string) => (reason.trim() === '' ? missing : null);
