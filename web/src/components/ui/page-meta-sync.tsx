import { useEffect } from 'react';
import { documentTitle, usePageMeta } from '../../lib/page-meta';

/** Keeps the tab title and meta description in step with client-side navigation. */
export function PageMetaSync() {
  const meta = usePageMeta();

  useEffect(() => {
    if (!meta) return;
    document.title = documentTitle(meta);
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [meta]);
  return null;
}
