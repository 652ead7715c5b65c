import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import type { BulkOutcome } from '@domain/api/bulk';

const DONE = { verify: 'Verified', remind: 'Reminder queued' } as const;

/** What a bulk action did to each registration, with the server's reason where it did nothing. */
export function BulkOutcomes({
  outcomes,
  action,
  ref,
}: {
  outcomes: readonly BulkOutcome[];
  action: keyof typeof DONE;
  ref?: Ref<HTMLHeadingElement>;
}) {
  const done = outcomes.filter((outcome) => outcome.ok).length;
  const before = outcomes.filter((outcome) => outcome.ok && outcome.alreadyVerified).length;
  const summary =
    action === 'verify'
      ? `${done} of ${outcomes.length} ${outcomes.length === 1 ? 'payment' : 'payments'} verified${before > 0 ? `, ${before} of them before this` : ''}.`
      : `${done} of ${outcomes.length} ${outcomes.length === 1 ? 'reminder' : 'reminders'} queued.`;
  return (
    <section className="admin-tools__outcomes" aria-label="Results of the last action">
      <h2 ref={ref} tabIndex={-1}>
        {summary}
      </h2>
      <ul>
        {outcomes.map((outcome) => (
          <li key={outcome.id} className={outcome.ok ? 'admin-tools__ok' : 'admin-tools__refused'}>
            <Link to={`/verify/registration/${encodeURIComponent(outcome.id)}`}>{outcome.id}</Link>:{' '}
            {outcome.ok
              ? outcome.alreadyVerified
                ? `Verified before, by ${outcome.alreadyVerified.by}: nothing more was done`
                : DONE[action]
              : `not done. ${outcome.error}`}
          </li>
        ))}
      </ul>
    </section>
  );
}
