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
export function HeadlineTotals({ stats }: { stats: QueryState<RegistrationStats> }) {
  const data = stats.status === 'ready' ? stats.data : null;
  const totals = data?.totals ?? null;
  const figures: [label: string, value: string][] = data
    ? [
        ['Registrations', formatCount(data.totals.count)],
        ['Amount registered', formatInr(data.totals.amount)],
        ['Amount verified', formatInr(data.totals.verifiedAmount)],
        // To the paisa: a part refund is rarely whole rupees.
        ['Refunded', `₹${formatPaise(Math.round(data.refunds.amount * 100))}`],
        ['Net received', `₹${formatPaise(Math.round((data.totals.verifiedAmount - data.refunds.amount) * 100))}`],
        ['Verifications withdrawn', formatCount(data.withdrawnVerifications)],
      ]
    : [];
  return (
    <section className="admin-totals" aria-labelledby="admin-totals-title">
      <h2 id="admin-totals-title" className="visually-hidden">
        Totals
      </h2>
      {stats.status === 'loading' && <p role="status">{ADMIN_LOADING}</p>}
      {stats.status === 'error' && (
        <p role="alert" className="admin-error">
          The totals could not be loaded: {stats.error.message}
        </p>
      )}
      {totals && (
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
        </>
      )}
    </section>
  );
}
