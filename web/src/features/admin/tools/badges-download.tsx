import { usePdfDownload } from '../../../components/ui/use-pdf-download';
import { useAdminApi } from '../shared/use-admin-api';
import type { RowSelection } from '../shared/row-selection';
import { BusyButton } from '../../../components/form/busy-button';

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
  const { state: badges, linkRef, prepare } = usePdfDownload<Scope>();
  const { selected } = selection;
  const fetchBadges = (scope: Scope) => () =>
    api.postForBlob(
      '/api/admin/badges.pdf',
      scope === 'selection' ? { registrationIds: selected.map((row) => row.id) } : {},
    );

  const loading = badges.kind === 'loading';
  return (
    <div className="admin-tools__badges" role="group" aria-label="Badges">
      <button
        type="button"
        className="button button--secondary admin-button"
        disabled={selected.length === 0 || loading}
        onClick={() => void prepare(fetchBadges('selection'), 'selection')}
      >
        {loading && badges.tag === 'selection' ? 'Preparing the badges…' : 'Print badges'}
      </button>
      <BusyButton
        className="button button--secondary admin-button"
        busy={loading}
        onClick={() => void prepare(fetchBadges('every'), 'every')}
      >
        {loading && badges.tag === 'every' ? 'Preparing the badges…' : 'Badges for every verified registration'}
      </BusyButton>
      {badges.kind === 'ready' && (
        <a ref={linkRef} className="button admin-button" href={badges.url} download={FILE_NAME}>
          Download {badges.tag === 'selection' ? 'the selected badges' : 'every badge'} ({FILE_NAME})
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
