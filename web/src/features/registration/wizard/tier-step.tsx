import { useId } from 'react';
import { SPONSOR_CODE_TIER } from '@domain/messages';
import { formatInr, hasEarlyBirdPrice, pricingPeriod, unitPrice } from '@domain/pricing';
import { applyTierChange } from '@domain/steps';
import { TIERS, isGroupTier, type Tier } from '@domain/tiers';
import { now } from '../../../lib/clock';
import { fieldMessage } from './step-issue';
import type { StepProps } from './step-props';

function priceToday(tier: Tier, today: Date): string {
  if (isGroupTier(tier)) {
    const { ieee, nonIeee } = tier.groupPerStudent;
    return `${formatInr(ieee)} per student with a validated IEEE membership, ${formatInr(nonIeee)} per other student`;
  }
  const price = formatInr(unitPrice(tier.id, today));
  return tier.kind === 'author' ? `${price} per paper` : price;
}

/**
 * The nine tiers with description, member type and the price that applies today; then where a
 * sponsor's code goes, and which tiers it covers, for a registrant who holds one.
 */
export function TierStep({ draft, update, issue, sponsor }: StepProps) {
  const legendId = useId();
  const errorId = useId();
  const message = fieldMessage(issue, 'registrationTier');
  // The wizard renders its steps only once the server's time is known.
  const today = now();
  const period = pricingPeriod(today) === 'early-bird' ? 'early-bird price' : 'normal price';
  const { applied } = sponsor;
  return (
    <>
      <fieldset className="tier-options" aria-labelledby={legendId} aria-describedby={message ? errorId : undefined}>
        <legend id={legendId} className="field__label">
          Registration tier <span aria-hidden="true">*</span>
        </legend>
        <p className="field__error" id={errorId} role="alert">
          {message}
        </p>
        {TIERS.map((tier) => (
          <label key={tier.id} className="tier-option">
            <input
              type="radio"
              name="registrationTier"
              value={tier.id}
              checked={draft.registrationTier === tier.id}
              // Marks the choice as the step's problem, so a refused Next takes focus to the first tier.
              aria-invalid={message ? true : undefined}
              onChange={() => update((current) => applyTierChange(current, tier.id))}
            />
            <span className="tier-option__text">
              <span className="tier-option__name">{tier.label}</span>
              <span className="tier-option__description">{tier.description}</span>
              <span className="tier-option__meta">
                Member type: {tier.memberType}.{' '}
                {hasEarlyBirdPrice(tier.id)
                  ? `Price today (${period}): ${priceToday(tier, today)}.`
                  : `Price: ${priceToday(tier, today)} (no early-bird price).`}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="wizard-note">
        {applied
          ? `Sponsor’s code ${applied.code} applied (${applied.organisation}): the summary shows its total.`
          : 'Have a sponsor’s code? You enter it on the summary, the last step.'}{' '}
        {SPONSOR_CODE_TIER}
      </p>
    </>
  );
}
