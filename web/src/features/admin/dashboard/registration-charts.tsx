import { TAX } from '@domain/conference';
import { formatInr } from '@domain/pricing';
import { getTier } from '@domain/tiers';
import { ADMIN_LOADING } from '@domain/messages';
import type { RegistrationStats } from '@domain/api/admin-stats';
import { amountsSummary, barPercent, daysSummary, recentDays } from './chart-data';
import { formatCount, formatDay } from '../shared/format';
import type { QueryState } from '../shared/use-admin-api';

const DAYS_SHOWN = 30;

/**
 * Two small bar charts in plain SVG. Each caption states the figures its bars are drawn from, and
 * the same figures are a table for screen readers and for reading exact values.
 */
export function RegistrationCharts({ stats }: { stats: QueryState<RegistrationStats> }) {
  return (
    <section className="admin-charts" aria-labelledby="admin-charts-title">
      <h2 id="admin-charts-title">Figures</h2>
      {stats.status === 'loading' && <p role="status">{ADMIN_LOADING}</p>}
      {stats.status === 'error' && (
        <p role="alert" className="admin-error">
          The figures could not be loaded: {stats.error.message}
        </p>
      )}
      {stats.status === 'ready' && (
        <div className="admin-charts__grid">
          <PerDayChart stats={stats.data} />
          <PerTierChart stats={stats.data} />
        </div>
      )}
    </section>
  );
}

function PerDayChart({ stats }: { stats: RegistrationStats }) {
  const days = recentDays(stats.perDay, DAYS_SHOWN);
  const { total, max, from, to } = daysSummary(days);
  const width = 300;
  const height = 120;
  const slot = width / DAYS_SHOWN;
  const range = `${formatDay(from)} to ${formatDay(to)}`;
  return (
    <figure className="admin-chart" aria-labelledby="admin-chart-days-title">
      <figcaption>
        <h3 id="admin-chart-days-title">Registrations per day</h3>
        <p className="admin-chart__caption" data-testid="per-day-caption">
          {days.length === 0
            ? 'No registrations yet.'
            : `Last ${DAYS_SHOWN} days, ${range} (India's calendar): ${formatCount(total)} ${total === 1 ? 'registration' : 'registrations'}, at most ${formatCount(max)} in a day.`}
        </p>
      </figcaption>
      {days.length > 0 && (
        <>
          {/* The table below carries the figures for assistive technology. */}
          <svg
            className="admin-chart__days"
            viewBox={`0 0 ${width} ${height}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} className="admin-chart__axis" />
            {days.map((day, index) => {
              const barHeight = (barPercent(day.count, max) / 100) * (height - 4);
              return (
                <rect
                  key={day.date}
                  x={index * slot + slot * 0.15}
                  y={height - barHeight}
                  width={slot * 0.7}
                  height={barHeight}
                  className="admin-chart__bar"
                />
              );
            })}
          </svg>
          <p className="admin-chart__range" aria-hidden="true">
            <span>{formatDay(from)}</span>
            <span>{formatDay(to)}</span>
          </p>
          <details className="admin-chart__data">
            <summary>Registrations per day as a table</summary>
            <div className="table-scroll" tabIndex={0} aria-labelledby="admin-days-table-caption">
              <table className="table">
                <caption id="admin-days-table-caption">Registrations per day, {range}</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">Registrations</th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((day) => (
                    <tr key={day.date}>
                      <th scope="row">{formatDay(day.date)}</th>
                      <td className="admin-number">{formatCount(day.count)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">Total</th>
                    <td className="admin-number">{formatCount(total)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </details>
        </>
      )}
    </figure>
  );
}

function PerTierChart({ stats }: { stats: RegistrationStats }) {
  const max = Math.max(0, ...stats.perTier.map((tier) => tier.amount));
  const sums = amountsSummary(stats.perTier);
  return (
    <figure className="admin-chart" aria-labelledby="admin-chart-tiers-title">
      <figcaption>
        <h3 id="admin-chart-tiers-title">Amount per tier</h3>
        <p className="admin-chart__caption" data-testid="per-tier-caption">
          {`${formatInr(sums.amount)} registered (light bars), ${formatInr(sums.verifiedAmount)} of it verified (dark bars), over ${formatCount(sums.count)} ${sums.count === 1 ? 'registration' : 'registrations'}; in rupees incl. ${TAX.name}.`}
        </p>
      </figcaption>
      <ul className="admin-chart__tiers">
        {stats.perTier.map((tier) => (
          <li key={tier.tier}>
            <span className="admin-chart__tier-label">{getTier(tier.tier).label}</span>
            <svg viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <rect x="0" y="0" width={barPercent(tier.amount, max)} height="10" className="admin-chart__bar--total" />
              <rect x="0" y="0" width={barPercent(tier.verifiedAmount, max)} height="10" className="admin-chart__bar" />
            </svg>
            <span className="admin-number">
              {formatInr(tier.amount)}
              <span className="admin-chart__verified">{formatInr(tier.verifiedAmount)} verified</span>
            </span>
          </li>
        ))}
      </ul>
      <details className="admin-chart__data">
        <summary>Amount per tier as a table</summary>
        <div className="table-scroll" tabIndex={0} aria-labelledby="admin-tiers-table-caption">
          <table className="table">
            <caption id="admin-tiers-table-caption">Amount per tier</caption>
            <thead>
              <tr>
                <th scope="col">Tier</th>
                <th scope="col">Registrations</th>
                <th scope="col">Amount</th>
                <th scope="col">Verified</th>
              </tr>
            </thead>
            <tbody>
              {stats.perTier.map((tier) => (
                <tr key={tier.tier}>
                  <th scope="row">{getTier(tier.tier).label}</th>
                  <td className="admin-number">{formatCount(tier.count)}</td>
                  <td className="admin-number">{formatInr(tier.amount)}</td>
                  <td className="admin-number">{formatInr(tier.verifiedAmount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td className="admin-number">{formatCount(sums.count)}</td>
                <td className="admin-number">{formatInr(sums.amount)}</td>
                <td className="admin-number">{formatInr(sums.verifiedAmount)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      </details>
    </figure>
  );
}
