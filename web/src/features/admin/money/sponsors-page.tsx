import { useState } from 'react';
import type { SponsorView } from '@domain/api/sponsor-views';
import { ADMIN_LOADING } from '@domain/messages';
import { SPONSORSHIP_NOT_SOLD } from '@domain/admin-messages';
import { useAdminQuery } from '../shared/use-admin-api';
import { ActionMessage, type ActionOutcome } from '../shared/action-message';
import { RecordSponsorForm } from './record-sponsor-form';
import { SponsorCodes } from './sponsor-codes';
import { recordedMessage, verifiedMessage, withSponsor, type SponsorPaymentAnswer } from './sponsor-view';
import { SPONSORS_PATH, sponsorListResponse } from './sponsors-api';
import { SponsorsTable, type SponsorActions } from './sponsors-table';
import { VerifySponsorPayment } from './verify-sponsor-payment';
import { WithdrawSponsorPayment } from './withdraw-sponsor-payment';
import '../shared/tools.css';

/**
 * /admin/sponsors: the conference's sponsors as the administrators record them, each sponsor's
 * payment verified against the bank statement, and its GST tax invoice issued and downloaded; then
 * each sponsor's codes for registration, to hand out once its payment is verified. An edition that
 * sells no sponsorship says so and offers no form.
 */
export function SponsorsPage() {
  const query = useAdminQuery(SPONSORS_PATH, sponsorListResponse);
  // The list as this page's own calls changed it since it was loaded: each answers the sponsor.
  const [changed, setChanged] = useState<SponsorView[] | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [verifying, setVerifying] = useState<SponsorView | null>(null);
  const [withdrawing, setWithdrawing] = useState<SponsorView | null>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);

  if (query.status === 'loading') return <p role="status">{ADMIN_LOADING}</p>;
  if (query.status === 'error') {
    return (
      <p role="alert" className="admin-error">
        The sponsors could not be loaded: {query.error.message}
      </p>
    );
  }
  const { sponsorship: offer } = query.data;
  const sponsors = changed ?? query.data.sponsors;
  const update = (sponsor: SponsorView) => setChanged((current) => withSponsor(current ?? sponsors, sponsor));

  const actions: SponsorActions = {
    verify: (sponsor) => {
      setOutcome(null);
      setVerifying(sponsor);
    },
    withdraw: (sponsor) => {
      setOutcome(null);
      setWithdrawing(sponsor);
    },
    issued: (sponsor) => {
      update(sponsor);
      setOutcome({
        text: `Tax invoice ${sponsor.invoice?.number ?? ''} issued to ${sponsor.organisation.name}.`,
        failed: false,
      });
    },
    notIssued: (sponsor, problem) => {
      setProblems((current) => ({ ...current, [sponsor.id]: problem }));
      setOutcome({ text: `No tax invoice was issued to ${sponsor.organisation.name}: ${problem}`, failed: true });
    },
  };
  const verified = (answer: SponsorPaymentAnswer | null) => {
    setVerifying(null);
    if (!answer) return;
    update(answer.sponsor);
    if (answer.invoiceProblem)
      setProblems((current) => ({ ...current, [answer.sponsor.id]: answer.invoiceProblem ?? '' }));
    setOutcome({ text: verifiedMessage(answer), failed: false });
  };

  const withdrawn = (sponsor: SponsorView | null) => {
    setWithdrawing(null);
    if (!sponsor) return;
    update(sponsor);
    const credit = sponsor.withdrawn?.creditNote;
    setOutcome({
      text: `The payment of ${sponsor.organisation.name} is withdrawn${credit ? `; credit note ${credit.number} cancels its tax invoice` : ''}.`,
      failed: false,
    });
  };

  return (
    <div className="admin-tools">
      {!offer && <p className="card">{SPONSORSHIP_NOT_SOLD}</p>}
      <section className="card" aria-labelledby="sponsors-title">
        <h2 id="sponsors-title">Sponsors</h2>
        {/* Before the message: the dialog closes first, then the message can take the focus. */}
        <VerifySponsorPayment sponsor={verifying} onClose={verified} />
        <WithdrawSponsorPayment sponsor={withdrawing} onClose={withdrawn} />
        <ActionMessage outcome={outcome} />
        {sponsors.length === 0 ? (
          <p>No sponsor is recorded yet.</p>
        ) : (
          <SponsorsTable sponsors={sponsors} taxName={offer?.taxName ?? 'tax'} problems={problems} actions={actions} />
        )}
      </section>
      {sponsors.length > 0 && (
        <section className="card" aria-labelledby="sponsor-codes-title">
          <h2 id="sponsor-codes-title">Sponsors’ codes</h2>
          <p>
            Each registration a package includes is a code for one person, made when the sponsor is recorded; more of
            the sponsor’s people register at the sponsor rate with codes added here. A registrant types the code in the
            registration wizard, which takes it only once the sponsor’s payment is verified: hand the codes out after
            that.
          </p>
          {sponsors.map((sponsor) => (
            <SponsorCodes key={sponsor.id} sponsor={sponsor} rate={offer} onChanged={update} />
          ))}
        </section>
      )}
      {offer && (
        <RecordSponsorForm
          offer={offer}
          onRecorded={(sponsor) => {
            update(sponsor);
            setOutcome({ text: recordedMessage(sponsor), failed: false });
          }}
        />
      )}
    </div>
  );
}
