import { useEffect, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

// How long "Copied" stays beside the button before the region empties again.
const FEEDBACK_MS = 4000;

/**
 * Copies `text` to the clipboard. The feedback region exists from the start (a live region
 * added together with its text is often not announced), and the button is named after what it copies.
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <span className="copy-button">
      <button type="button" className="button button--secondary button--small" onClick={copy}>
        {label}
      </button>
      <span role="status" className="copy-button__feedback">
        {state === 'copied' && 'Copied'}
        {state === 'failed' && 'Could not copy. Please select the text and copy it.'}
      </span>
    </span>
  );
}
