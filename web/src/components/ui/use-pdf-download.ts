import { useEffect, useRef, useState } from 'react';

/** A PDF fetched for the visitor to save; `T` tells which of a component's downloads it is. */
export type PdfDownload<T> =
  | { kind: 'idle' }
  | { kind: 'loading'; tag: T }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; url: string; tag: T };

const IDLE = { kind: 'idle' } as const;

/**
 * A PDF fetched on request (with a token, or so a refusal reads as the API's sentence) and
 * offered from an object URL: the link that offers it takes the focus from the button that asked
 * for it, which is gone, and the URL is revoked when it is no longer offered. A change of `key`
 * (a new verification, say) forgets what was fetched for the old one.
 */
export function usePdfDownload<T = null>(key: unknown = null) {
  const [held, setHeld] = useState<{ key: unknown; state: PdfDownload<T> }>({ key, state: IDLE });
  const state = Object.is(held.key, key) ? held.state : IDLE;
  const url = state.kind === 'ready' ? state.url : null;
  const linkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!url) return;
    linkRef.current?.focus();
    return () => URL.revokeObjectURL(url);
  }, [url]);

  async function prepare(fetchPdf: () => Promise<Blob>, tag: T): Promise<void> {
    setHeld({ key, state: { kind: 'loading', tag } });
    try {
      const blob = await fetchPdf();
      const ready = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
      setHeld({ key, state: { kind: 'ready', url: ready, tag } });
    } catch (error) {
      setHeld({ key, state: { kind: 'error', message: (error as Error).message } });
    }
  }

  return { state, linkRef, prepare };
}

/** The file name a download's Content-Disposition gives, else `fallback`. */
export function attachmentFileName(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"/\\]+)"/.exec(disposition)?.[1] ?? fallback;
}
