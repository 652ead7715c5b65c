import { TAX } from '@domain/conference';
import { formatPaise } from '@domain/gst';
import { formatCalendarDay } from '@domain/venue-time';
import { ADMIN_LOADING } from '@domain/messages';
import type { RegistrationStats } from '@domain/api/admin-stats';
import { formatCount } from '../shared/format';
import type { QueryState } from '../shared/use-admin-api';

/** Each headline figure's label and value, the value a dash until the figures have arrived. */
function figuresOf(data: RegistrationStats | null): [label: string, value: string][] {
  const value = (format: (stats: RegistrationStats) => string) => (data ? format(data) : '–');
  // Every amount to the paisa, so the four read alike: a part refund is rarely whole rupees.
  const money = (rupees: (stats: RegistrationStats) => number) =>
    value((stats) => `₹${formatPaise(Math.round(rupees(stats) * 100))}`);
  return [
    ['Registrations', value((stats) => formatCount(stats.totals.count))],
    ['Amount registered', money((stats) => stats.totals.amount)],
    ['Amount verified', money((stats) => stats.totals.verifiedAmount)],
    ['Refunded', money((stats) => stats.refunds.amount)],
    ['Net received', money((stats) => stats.totals.verifiedAmount - stats.refunds.amount)],
    ['Verifications withdrawn', value((stats) => formatCount(stats.withdrawnVerifications))],
    // Requests no administrator has decided yet (the counts below list them): a box of its own, as
    // the others, so nothing moves when the figures arrive.
    ['Cancellation requests to decide', value((stats) => formatCount(stats.cancellationsRequested.count))],
  ];
}

/**
 * B2B documents the accounts section has not reported to the Invoice Registration Portal yet: a
 * document without an IRN is not a valid invoice, and the portal refuses one more than 30 days
 * old from a large supplier.
 */
function EInvoicesOverdue({ overdue }: { overdue: RegistrationStats['eInvoicesOverdue'] }) {
  const { count, oldest, afterDays } = overdue;
  return (
    <p className="admin-notice" data-testid="e-invoices-overdue">
      {count === 1
        ? '1 B2B tax invoice or credit note has'
        : `${formatCount(count)} B2B tax invoices and credit notes have`}{' '}
      no IRN yet, {afterDays} days or more after issue{oldest ? ` (the oldest of ${formatCalendarDay(oldest)})` : ''}.
      Report {count === 1 ? 'it' : 'them'} to the Invoice Registration Portal from{' '}
      <a href="/admin/accounts">Accounts</a>: the portal refuses documents more than 30 days old.
    </p>
  );
}

/**
 * The dashboard's headline figures, over every registration whatever the filters: the totals, and
 * the refunds paid on cancellations and what remains, and the payment verifications withdrawn
 * after the undo window. While they load, the same boxes hold a dash (as the counts per state do),
 * so nothing below them moves when they arrive; the loading is said to assistive technology.
 */
export function HeadlineTotals({ stats }: { stats: QueryState<RegistrationStats> }) {
  const figures = figuresOf(stats.status === 'ready' ? stats.data : null);
  return (
    <section className="admin-totals" aria-labelledby="admin-totals-title" aria-busy={stats.status === 'loading'}>
      <h2 id="admin-totals-title" className="visually-hidden">
        Totals
      </h2>
      {stats.status === 'error' ? (
        <p role="alert" className="admin-error">
          The totals could not be loaded: {stats.error.message}
        </p>
      ) : (
        <>
          <dl className="admin-totals__list">
            {figures.map(([label, value]) => (
              <div key={label} className="admin-totals__figure">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="admin-hint">
            Every registration, whatever the filters below; amounts in rupees incl. {TAX.name}.
          </p>
          {stats.status === 'ready' && stats.data.eInvoicesOverdue.count > 0 && (
            <EInvoicesOverdue overdue={stats.data.eInvoicesOverdue} />
          )}
          <p role="status" className="visually-hidden">
            {stats.status === 'loading' ? ADMIN_LOADING : ''}
          </p>
        </>
      )}
    </section>
  );
}
