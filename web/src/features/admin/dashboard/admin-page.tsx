import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { filterQuery, filtersFrom, PAGE_SIZE, type RegistrationFilters } from '@domain/api/admin-filters';
import { ADMIN_LOADING } from '@domain/messages';
import { registrationPageResponse, statsResponse } from '../shared/api-responses';
import { ExportRegistrations } from '../tools/export-registrations';
import { FiltersForm } from './filters-form';
import { AttendanceTable } from './attendance-table';
import { CertificatesControl } from '../tools/certificates-control';
import { MailTestControl } from '../tools/mail-test-control';
import { ReissuePassesControl } from '../tools/reissue-passes-control';
import { HeadlineTotals } from './headline-totals';
import { RegistrationCharts } from './registration-charts';
import { RegistrationsTable } from './registrations-table';
import { StatusCounts } from './status-counts';
import { BadgesDownload } from '../tools/badges-download';
import { BulkActions } from '../tools/bulk-actions';
import { useRowSelection } from '../shared/row-selection';
import { rememberListPosition, rememberedCursors } from '../shared/list-position';
import { useAdminQuery } from '../shared/use-admin-api';
import { BusyButton } from '../../../components/form/busy-button';
import { MIN_SEARCH_PREFIX, normalizeSearch } from '@domain/admin-search';

/** No pages before this one: one array, so the position remembered changes only when it does. */
const FIRST_PAGE: readonly string[] = [];

/** /admin: the registrations, searched, filtered and paged by the server. */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const searched = normalizeSearch(filters.q ?? '');
  const tooShort = searched.length > 0 && searched.length < MIN_SEARCH_PREFIX;
  const filterKey = filterQuery(filters).toString();
  // The cursors of the pages before the current one: "Next" pushes, "Previous" pops, new filters reset.
  // Back from a record returns to the page it was opened from (list-position.ts).
  const [cursors, setCursors] = useState<{ filterKey: string; stack: readonly string[] }>(() => ({
    filterKey,
    stack: rememberedCursors(filterKey),
  }));
  const stack = cursors.filterKey === filterKey ? cursors.stack : FIRST_PAGE;
  const after = stack.at(-1);
  const { search } = useLocation();
  useEffect(() => rememberListPosition({ search, filterKey, stack }), [search, filterKey, stack]);

  const query = filterQuery(filters);
  query.set('pageSize', String(PAGE_SIZE));
  if (after) query.set('after', after);
  const page = useAdminQuery(`/api/admin/registrations?${query}`, registrationPageResponse);
  // One read of the figures for the headline totals and the charts, so they always agree.
  const stats = useAdminQuery('/api/admin/stats', statsResponse);
  const data = page.status === 'ready' ? page.data : page.previous;
  const selection = useRowSelection(data?.items ?? []);

  // Merged into the address as it is now, not into this render's copy of it: a navigation renders in
  // a transition, so a second change (a state chosen just after a search) can come before the first
  // has rendered, and would otherwise undo it.
  const applyFilters = (next: Partial<RegistrationFilters>) =>
    setParams(filterQuery({ ...filtersFrom(new URLSearchParams(window.location.search)), ...next }));
  const counts = data?.counts;
  const matching = counts
    ? filters.status
      ? counts[filters.status]
      : Object.values(counts).reduce((a, b) => a + b, 0)
    : null;
  const first = stack.length * PAGE_SIZE + 1;

  return (
    <div className="admin-dashboard">
      <HeadlineTotals stats={stats} />
      <StatusCounts
        counts={counts ?? null}
        cancellationRequested={data?.cancellationRequested ?? null}
        ieeeToCheck={data?.ieeeToCheck ?? null}
        filters={filters}
      />
      <FiltersForm filters={filters} onChange={applyFilters} />
      <div className="admin-toolbar">
        <p role="status" className="admin-summary">
          {page.status === 'loading' && ADMIN_LOADING}
          {page.status === 'ready' &&
            (page.data.items.length === 0
              ? // A start shorter than any stored one finds nothing: say what would.
                `No registrations match.${tooShort ? ` Type at least ${MIN_SEARCH_PREFIX} characters of a name, e-mail address, ID or payment reference.` : ''}`
              : `Showing ${first}–${first + page.data.items.length - 1} of ${matching ?? '?'} registrations.`)}
        </p>
        <ExportRegistrations filters={filters} />
      </div>
      {page.status === 'error' && (
        <p role="alert" className="admin-error">
          The registrations could not be loaded: {page.error.message}
        </p>
      )}
      <BulkActions
        selection={selection}
        onDone={() => {
          page.reload();
          stats.reload();
        }}
      />
      <BadgesDownload selection={selection} />
      {data && <RegistrationsTable rows={data.items} busy={page.status === 'loading'} selection={selection.column} />}
      {/* A page button pressed keeps the focus while its page loads, and after, on the last page. */}
      <nav className="admin-pager" aria-label="Pages of registrations">
        <BusyButton
          className="button button--secondary admin-button"
          busy={stack.length === 0 || page.status === 'loading'}
          onClick={() => setCursors({ filterKey, stack: stack.slice(0, -1) })}
        >
          Previous page
        </BusyButton>
        <span>Page {stack.length + 1}</span>
        <BusyButton
          className="button button--secondary admin-button"
          busy={page.status !== 'ready' || page.data.nextCursor === null}
          onClick={() => {
            if (page.status === 'ready' && page.data.nextCursor)
              setCursors({ filterKey, stack: [...stack, page.data.nextCursor] });
          }}
        >
          Next page
        </BusyButton>
      </nav>
      <RegistrationCharts stats={stats} />
      <AttendanceTable stats={stats} />
      <CertificatesControl />
      <ReissuePassesControl />
      <MailTestControl />
    </div>
  );
}
