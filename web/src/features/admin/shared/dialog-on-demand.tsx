import { useState, type ComponentType } from 'react';
import type { Chunk } from '../../../lib/load-once';

/**
 * A dialog whose code is loaded when its button is first pressed (docs/decisions/0034), for a
 * rarely used one that would otherwise weigh on every record page. `show` loads it (once) and
 * opens it; a load that fails (twice, lib/load-once.ts) sets `failed`, which the button's caller
 * says with DIALOG_NOT_LOADED: an older Chromium keeps a failed module until the page is loaded again.
 */
export function useDialogOnDemand<Props>(chunk: Chunk<ComponentType<Props>>) {
  const [Dialog, setDialog] = useState<ComponentType<Props> | null>(() => chunk.loaded());
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  async function show() {
    setFailed(false);
    if (!Dialog) {
      setLoading(true);
      try {
        const loaded = await chunk.load();
        setDialog(() => loaded);
      } catch {
        setFailed(true);
        return;
      } finally {
        setLoading(false);
      }
    }
    setOpen(true);
  }

  return { Dialog, open, loading, failed, show, close: () => setOpen(false) };
}
