import { venueDate } from '@domain/venue-time';
import { useState } from 'react';
import { filterQuery, type RegistrationFilters } from '@domain/api/admin-filters';
import { now } from '../../lib/clock';
import { useAdminApi } from './use-admin-api';

/**
 * The filtered list as the API's CSV (every matching row, not only this page). A plain link
 * cannot carry the ID token, so the file is fetched and handed to the browser as an object URL.
 */
export function ExportCsvButton({ filters }: { filters: RegistrationFilters }) {
  const api = useAdminApi();
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' } | { kind: 'error'; message: string }>({
    kind: 'idle',
  });

  async function exportCsv() {
    setState({ kind: 'busy' });
    try {
      const blob = await api.getBlob(`/api/admin/registrations.csv?${filterQuery(filters)}`);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `registrations-${venueDate(now())}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      // Revoking at once can cancel the download in some browsers; a minute is plenty to start it.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message });
    }
  }

  return (
    <div className="admin-export">
      <button
        type="button"
        className="button admin-button"
        onClick={() => void exportCsv()}
        disabled={state.kind === 'busy'}
      >
        {state.kind === 'busy' ? 'Preparing CSV…' : 'Export CSV'}
      </button>
      <span role="status">{state.kind === 'done' ? 'The CSV file of the filtered list was downloaded.' : ''}</span>
      {state.kind === 'error' && (
        <p role="alert" className="admin-error">
          The export failed: {state.message}
        </p>
      )}
    </div>
  );
}
