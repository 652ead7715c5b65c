import { formatInr } from '@domain/pricing';
import { getTier } from '@domain/tiers';
import { ADMIN_LOADING } from '@domain/messages';
import type { RegistrationStats } from '@domain/api/admin-stats';
import { statsResponse } from './api-responses';
import { barPercent, recentDays } from './chart-data';
import { formatDay } from './format';
import { useAdminQuery } from './use-admin-api';

const DAYS_SHOWN = 30;

/** Two small bar charts in plain SVG; the same figures as tables for screen readers and for reading exact values. */
export function RegistrationCharts() {
  const stats = useAdminQuery('/api/admin/stats', statsResponse);
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
  const max = Math.max(0, ...days.map((day) => day.count));
  const width = 300;
  const height = 120;
  const slot = width / DAYS_SHOWN;
  return (
    <figure className="admin-chart">
      <figcaption>
        <h3>Registrations per day</h3>
        <p className="admin-hint">Last {DAYS_SHOWN} days up to the latest registration (India's calendar).</p>
      </figcaption>
      {days.length === 0 ? (
        <p>No registrations yet.</p>
      ) : (
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
          <p className="admin-chart__range">
            <span>{formatDay(days[0]?.date ?? '')}</span>
            <span>
              {days.reduce((sum, day) => sum + day.count, 0)} in these days, at most {max} a day
            </span>
            <span>{formatDay(days.at(-1)?.date ?? '')}</span>
          </p>
          <details className="admin-chart__data">
            <summary>Registrations per day as a table</summary>
            <table className="table">
              <caption>Registrations per day</caption>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Registrations</th>
                </tr>
              </thead>
              <tbody>
                {stats.perDay.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{formatDay(day.date)}</th>
                    <td className="admin-number">{day.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  );
}

function PerTierChart({ stats }: { stats: RegistrationStats }) {
  const max = Math.max(0, ...stats.perTier.map((tier) => tier.amount));
  return (
    <figure className="admin-chart">
      <figcaption>
        <h3>Amount per tier</h3>
        <p className="admin-hint">Total registered (light) and verified (dark), in rupees incl. GST.</p>
      </figcaption>
      <ul className="admin-chart__tiers">
        {stats.perTier.map((tier) => (
          <li key={tier.tier}>
            <span className="admin-chart__tier-label">{getTier(tier.tier).label}</span>
            <svg viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
              <rect x="0" y="0" width={barPercent(tier.amount, max)} height="10" className="admin-chart__bar--total" />
              <rect x="0" y="0" width={barPercent(tier.verifiedAmount, max)} height="10" className="admin-chart__bar" />
            </svg>
            <span className="admin-number">{formatInr(tier.amount)}</span>
          </li>
        ))}
      </ul>
      <details className="admin-chart__data">
        <summary>Amount per tier as a table</summary>
        <table className="table">
          <caption>Amount per tier</caption>
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
                <td className="admin-number">{tier.count}</td>
                <td className="admin-number">{formatInr(tier.amount)}</td>
                <td className="admin-number">{formatInr(tier.verifiedAmount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
