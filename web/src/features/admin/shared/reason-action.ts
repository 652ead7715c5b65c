import { useState } from 'react';

/**
 * A dialog's request in flight: `busy` while `send` runs, and what refused it as `error` (said in
 * the dialog). `submit` says whether it went through.
 */
export function useSubmission() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(send: () => Promise<void>): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await send();
      return true;
    } catch (failure) {
      setError((failure as Error).message);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, setError, submit };
}

/**
 * The action of a dialog that sends a reason (a withdrawal, an erasure, a cancellation recorded for
 * a registrant): `check` refuses it first (a blank one, with the domain's sentence), then `send`
 * takes it; either refusal is the field's error (ReasonField announces it and takes the focus), and
 * `act` says whether it went through. `clear` forgets the error, as a cancelled dialog does.
 */
export function useReasonAction(check: (reason: string) => string | null, send: (reason: string) => Promise<void>) {
  const { busy, error, setError, submit } = useSubmission();

  async function act(reason: string): Promise<boolean> {
    const refused = check(reason);
    if (refused) {
      setError(refused);
      return false;
    }
    return submit(() => send(reason.trim()));
  }

  return { busy, error, act, clear: () => setError(null) };
}

/** The check of a reason that is required: blank, it is refused with `missing`. */
export const required = (missing: string) => (reason: string) => (reason.trim() === '' ? missing : null);
