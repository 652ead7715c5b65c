import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { documentTitle, isRouteHandle } from '../../lib/page-meta';

/** Keeps the tab title and meta description in step with client-side navigation. */
export function PageMetaSync() {
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(isRouteHandle);
  const meta = handle?.meta;

  useEffect(() => {
    if (!meta) return;
    document.title = documentTitle(meta);
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [meta]);
  return null;
}
