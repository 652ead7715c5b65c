import { TAX } from '@domain/conference';
import { formatInr } from '@domain/pricing';
import { formatPaise } from '@domain/gst';
import { ADMIN_LOADING } from '@domain/messages';
import type { RegistrationStats } from '@domain/api/admin-stats';
import { formatCount } from './format';
import type { QueryState } from './use-admin-api';

/**
 * The dashboard's headline figures, over every registration whatever the filters: the totals, and
 * the refunds paid on cancellations and what remains, and the payment verifications withdrawn
 * after the undo window.
 */
const LABELS = [
  'Registrations',
  'Amount registered',
  'Amount verified',
  'Refunded',
  'Net received',
  'Verifications withdrawn',
] as const;

/** The figures in LABELS' order, or null until they have arrived. */
function valuesOf(data: RegistrationStats | null): string[] | null {
  if (!data) return null;
  return [
    formatCount(data.totals.count),
    formatInr(data.totals.amount),
    formatInr(data.totals.verifiedAmount),
    // To the paisa: a part refund is rarely whole rupees.
    `₹${formatPaise(Math.round(data.refunds.amount * 100))}`,
    `₹${formatPaise(Math.round((data.totals.verifiedAmount - data.refunds.amount) * 100))}`,
    formatCount(data.withdrawnVerifications),
  ];
}

/**
 * The dashboard's headline figures, over every registration whatever the filters: the totals, and
 * the refunds paid on cancellations and what remains, and the payment verifications withdrawn
 * after the undo window. While they load, the same boxes hold a dash (as the counts per state do),
 * so nothing below them moves when they arrive; the loading is said to assistive technology.
 */
export function HeadlineTotals({ stats }: { stats: QueryState<RegistrationStats> }) {
  const values = valuesOf(stats.status === 'ready' ? stats.data : null);
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
            {LABELS.map((label, index) => (
              <div key={label} className="admin-totals__figure">
                <dt>{label}</dt>
                <dd>{values?.[index] ?? '–'}</dd>
              </div>
            ))}
          </dl>
          <p className="admin-hint">
            Every registration, whatever the filters below; amounts in rupees incl. {TAX.name}.
          </p>
          <p role="status" className="visually-hidden">
            {stats.status === 'loading' ? ADMIN_LOADING : ''}
          </p>
        </>
      )}
    </section>
  );
}
