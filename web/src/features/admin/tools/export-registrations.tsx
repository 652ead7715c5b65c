import { venueDate, VENUE_ZONE_NAME } from '@domain/venue-time';
import { useId, useState } from 'react';
import { filterQuery, type RegistrationFilters } from '@domain/api/admin-filters';
import { now } from '../../../lib/clock';
import { useAdminApi } from '../shared/use-admin-api';
import { saveFile } from '../shared/save-file';
import { BusyButton } from '../../../components/form/busy-button';

interface ExportFormat {
  extension: 'xlsx' | 'csv';
  label: string;
  busy: string;
  done: string;
}

// The Excel file first: it is the one to open in Excel, which reads a CSV's digits as numbers and
// drops the leading zeros of references, IDs and phone numbers.
const FORMATS: ExportFormat[] = [
  {
    extension: 'xlsx',
    label: 'Export Excel (.xlsx)',
    busy: 'Preparing Excel file…',
    done: 'The Excel file of the filtered list was downloaded.',
  },
  {
    extension: 'csv',
    label: 'Export CSV',
    busy: 'Preparing CSV…',
    done: 'The CSV file of the filtered list was downloaded.',
  },
];

type ExportState =
  | { kind: 'idle' }
  | { kind: 'busy' | 'done'; format: ExportFormat }
  | { kind: 'error'; format: ExportFormat; message: string };

/**
 * The filtered list as the API's Excel workbook or CSV (every matching row, not only this page). A
 * plain link cannot carry the ID token, so the file is fetched and handed to the browser as an
 * object URL.
 */
export function ExportRegistrations({ filters }: { filters: RegistrationFilters }) {
  const api = useAdminApi();
  const hintId = useId();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });

  async function download(format: ExportFormat) {
    setState({ kind: 'busy', format });
    try {
      const blob = await api.getBlob(`/api/admin/registrations.${format.extension}?${filterQuery(filters)}`);
      saveFile(blob, `registrations-${venueDate(now())}.${format.extension}`);
      setState({ kind: 'done', format });
    } catch (error) {
      setState({ kind: 'error', format, message: (error as Error).message });
    }
  }

  return (
    <div className="admin-export">
      {FORMATS.map((format) => (
        <BusyButton
          key={format.extension}
          className={`button admin-button${format.extension === 'csv' ? ' button--secondary' : ''}`}
          onClick={() => void download(format)}
          busy={state.kind === 'busy'}
          aria-describedby={hintId}
        >
          {state.kind === 'busy' && state.format === format ? format.busy : format.label}
        </BusyButton>
      ))}
      <p id={hintId} className="admin-hint admin-export__hint">
        To open in Excel, take the Excel file: registration IDs, payment references and phone numbers stay text, leading
        zeros kept; amounts are numbers and times are dates ({VENUE_ZONE_NAME}). The CSV is for other programs.
      </p>
      <span role="status">{state.kind === 'done' ? state.format.done : ''}</span>
      {state.kind === 'error' && (
        <p role="alert" className="admin-error">
          The export failed: {state.message}
        </p>
      )}
    </div>
  );
}
