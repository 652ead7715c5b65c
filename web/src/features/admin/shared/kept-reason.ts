import { useCallback, useState } from 'react';

// A reason typed into a confirmation that mails it to a registrant (a rejection, a withdrawn
// verification, a decision on a request to cancel) is kept in this tab's session storage until it
// is sent. When the server ends the sign-in mid-way, the sign-in form replaces the page, and the
// page's own state goes with it: this is how the administrator finds the reason again after
// signing in. Signing out clears them all.
const PREFIX = 'icei-admin-reason:';

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage refused (a privacy setting): the reason lives in the page only
  }
}

function read(key: string): string {
  try {
    return tabStorage()?.getItem(PREFIX + key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, value: string): void {
  try {
    if (value.trim() === '') tabStorage()?.removeItem(PREFIX + key);
    else tabStorage()?.setItem(PREFIX + key, value);
  } catch {
    // full or refused: the reason is still in the field
  }
}

export interface KeptReason {
  value: string;
  change(value: string): void;
  /** After the reason was sent, or when there is nothing left to send it for. */
  discard(): void;
  /** The page opened with a reason from before: it was not sent. */
  fromBefore: boolean;
}

/** An invoice correction's reason: the dialog writes it, the button that opens the dialog reads it. */
export const correctionReasonKey = (id: string) => `invoice-correction:${id}`;

/** A withdrawn verification's reason, likewise. */
export const withdrawalReasonKey = (id: string) => `withdraw-verification:${id}`;

/** A decision on a request to cancel: the approval's fields (as JSON), or the decline's note. */
export const cancellationApprovalKey = (id: string) => `cancellation-approval:${id}`;
export const cancellationDeclineKey = (id: string) => `cancellation-decline:${id}`;

/** `key` names the action and the record, e.g. `reject:ICEI25-…`. */
export function useKeptReason(key: string): KeptReason {
  const [value, setValue] = useState(() => read(key));
  const [fromBefore, setFromBefore] = useState(() => value !== '');
  const change = useCallback(
    (next: string) => {
      setValue(next);
      write(key, next);
    },
    [key],
  );
  const discard = useCallback(() => {
    setValue('');
    setFromBefore(false);
    write(key, '');
  }, [key]);
  return { value, change, discard, fromBefore };
}

/** On signing out: nothing typed by this administrator stays in the tab. */
export function clearKeptReasons(): void {
  const storage = tabStorage();
  if (!storage) return;
  try {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) storage.removeItem(key);
  } catch {
    // nothing kept that could be read
  }
}
