import { useEffect, useRef } from 'react';

/**
 * Hands what a dialog's action came to (`outcome`) to `tell` once the dialog has closed (`open`
 * false) and given the focus back to the button that opened it, so the message `tell` shows can
 * take the focus and keep it. Each outcome is told once.
 */
export function useToldAfterClosing<T>(outcome: T | null, open: boolean, tell: (outcome: T) => void): void {
  const told = useRef<T | null>(null);
  useEffect(() => {
    if (outcome === null || open || told.current === outcome) return;
    told.current = outcome;
    tell(outcome);
  }, [outcome, open, tell]);
}
