import { taxNoteFor } from '@domain/conference';
import { venueDate } from '@domain/venue-time';
import { COMPLIMENTARY_NOTHING_TO_PAY } from '@domain/messages';
import { formatInr, hasEarlyBirdPrice } from '@domain/pricing';
import { draftTotal, type RegistrationDraft } from '@domain/registration-draft';
import { now } from '../../../lib/clock';
import { sponsorCodeInEffect, sponsorCodeOffered, wizardTotal } from './sponsor-code';
import { SponsorCodeSection } from './sponsor-code-section';
import type { SponsorCodeControl } from './use-sponsor-code';

/**
 * The summary's price: the breakdown and the total, inclusive of the edition's tax, with a sponsor's
 * code the one line it prices the registration at; the code's section; and what is left to do.
 * Part of the wizard's checks chunk (wizard-validation.ts) with the code's lookup: the summary,
 * which only Next leads to, always has it, and the page's start carries neither.
 */
export function SummaryPrice({ draft, sponsor }: { draft: RegistrationDraft; sponsor: SponsorCodeControl }) {
  const today = now();
  const total = wizardTotal(draft, today, sponsor.applied);
  // An SEZ unit invoiced under the host's LUT pays the amount with no tax in it.
  const taxNote = taxNoteFor(
    draft.billingWanted ? { sez: draft.billingSez, gstin: draft.billingGstin.trim() } : null,
    venueDate(today),
  );
  const code = sponsorCodeInEffect(draft, sponsor.applied);
  const tier = draft.registrationTier;
  const periodShown = !code && tier !== '' && hasEarlyBirdPrice(tier);
  return (
    <>
      <h3>Price</h3>
      <div className="table-scroll">
        <table className="table summary-price">
          <caption className="visually-hidden">Price breakdown</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Calculation</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {total.lines.map((line) => (
              <tr key={line.label}>
                <td>{line.label}</td>
                <td>
                  {line.quantity} × {formatInr(line.unitPrice)}
                </td>
                <td>{formatInr(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {/* A code's price, and a tier's without an early-bird price, are the same in both periods. */}
                Total ({periodShown ? `${total.period === 'early-bird' ? 'early-bird' : 'normal'} price, ` : ''}
                {taxNote})
              </th>
              <td className="summary-total" data-testid="summary-total">
                {formatInr(total.total)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <SponsorCodeSection
        control={sponsor}
        offered={sponsorCodeOffered(draft.registrationTier)}
        totalWithoutCode={draftTotal(draft, today).total}
      />
      {code?.kind === 'complimentary' ? (
        <p>
          {COMPLIMENTARY_NOTHING_TO_PAY} Once you verify your email address, your registration is complete and your
          entry pass is on the status page.
        </p>
      ) : (
        <p>
          The total payable is <strong>{formatInr(total.total)}</strong>, {taxNote}. You pay after verifying your email
          address; the payment instructions follow on the status page.
        </p>
      )}
    </>
  );
}
