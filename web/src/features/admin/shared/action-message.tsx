import { useEffect, useRef } from 'react';

export interface ActionOutcome {
  text: string;
  failed: boolean;
}

/**
 * What an action on the page came to: announced (an alert when it failed), and focused, since
 * the button that acted may be gone now.
 */
export function ActionMessage({ outcome }: { outcome: ActionOutcome | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      role={outcome.failed ? 'alert' : 'status'}
      className={outcome.failed ? 'admin-error' : 'admin-tools__ok'}
    >
      {outcome.text}
    </p>
  );
}
