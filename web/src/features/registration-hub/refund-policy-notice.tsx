import { REGISTRATION_PATHS } from '../../content/registration-routes';
import type { RefundStep } from '@domain/refunds';
import { VENUE_ZONE_NAME } from '@domain/venue-time';
import { refundPolicySentences } from './refund-policy';

/** The fees section's "Cancellation and refunds": the edition's policy, or that it is still to come, and how to cancel. */
export function RefundPolicyNotice({ policy }: { policy: readonly RefundStep[] | null }) {
  return (
    <section className="refund-policy" aria-labelledby="refunds-title">
      <h3 id="refunds-title">Cancellation and refunds</h3>
      {policy ? (
        <>
          <ul>
            {refundPolicySentences(policy).map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
          <p>The day you ask to cancel decides, as a calendar day in {VENUE_ZONE_NAME}.</p>
        </>
      ) : (
        <p>The refund policy will be announced here.</p>
      )}
      <p>
        To cancel, ask from your registration&rsquo;s <a href={REGISTRATION_PATHS.status}>status page</a>; the
        organisers confirm by e-mail.
      </p>
    </section>
  );
}
