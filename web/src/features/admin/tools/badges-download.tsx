import { useEffect, useRef, useState } from 'react';
import { useAdminApi } from '../use-admin-api';
import type { RowSelection } from './row-selection';

type Badges =
  | { kind: 'idle' }
  | { kind: 'loading'; scope: Scope }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; url: string; scope: Scope };
type Scope = 'selection' | 'every';

const FILE_NAME = 'badges.pdf';

/**
 * "Print badges" for the selected rows, and badges for every verified registration: the PDF is
 * fetched with the administrator's token (POST /api/admin/badges.pdf) and offered from an object URL.
 * The server's sentence is shown when it refuses (a registration not verified, unknown, a name its
 * fonts cannot print).
 */
export function BadgesDownload({ selection }: { selection: RowSelection }) {
  const api = useAdminApi();
  const [badges, setBadges] = useState<Badges>({ kind: 'idle' });
  const url = badges.kind === 'ready' ? badges.url : null;
  const linkRef = useRef<HTMLAnchorElement>(null);
  const { selected } = selection;

  useEffect(() => {
    if (!url) return;
    linkRef.current?.focus();
    return () => URL.revokeObjectURL(url);
  }, [url]);

  async function prepare(scope: Scope) {
    setBadges({ kind: 'loading', scope });
    try {
      const body = scope === 'selection' ? { registrationIds: selected.map((row) => row.id) } : {};
      const blob = await api.postForBlob('/api/admin/badges.pdf', body);
      setBadges({ kind: 'ready', scope, url: URL.createObjectURL(new Blob([blob], { type: 'application/pdf' })) });
    } catch (error) {
      setBadges({ kind: 'error', message: (error as Error).message });
    }
  }

  const loading = badges.kind === 'loading';
  return (
    <div className="admin-tools__badges" role="group" aria-label="Badges">
      <button
        type="button"
        className="button button--secondary admin-button"
        disabled={selected.length === 0 || loading}
        onClick={() => void prepare('selection')}
      >
        {loading && badges.scope === 'selection' ? 'Preparing the badges…' : 'Print badges'}
      </button>
      <button
        type="button"
        className="button button--secondary admin-button"
        disabled={loading}
        onClick={() => void prepare('every')}
      >
        {loading && badges.scope === 'every' ? 'Preparing the badges…' : 'Badges for every verified registration'}
      </button>
      {badges.kind === 'ready' && (
        <a ref={linkRef} className="button admin-button" href={badges.url} download={FILE_NAME}>
          Download {badges.scope === 'selection' ? 'the selected badges' : 'every badge'} ({FILE_NAME})
        </a>
      )}
      {badges.kind === 'error' && (
        <p role="alert" className="admin-error">
          The badges could not be made: {badges.message}
        </p>
      )}
    </div>
  );
}
