import { useEffect, useRef } from 'react';
import {
  COMPLIMENTARY_NOTHING_TO_PAY,
  IEEE_MEMBERSHIP_BEING_CHECKED,
  PAYMENTS_CLOSED,
  PAYMENT_UNDER_VERIFICATION,
  PAYMENT_UPLOADED,
} from '@domain/messages';
import { reviewStatusOf } from '@domain/review-status';
import { AlertRegion } from '../../../components/form/alert-region';
import { useRegistrationWindow } from '../../../lib/use-registration-window';
import { CheckingDates, WindowNotice } from '../window-notice';
import { PaymentInstructions } from './payment-instructions';
import { ProofUploadForm } from './proof-upload-form';
import { formatInr } from '@domain/pricing';
import { taxNoteFor } from '@domain/conference';
import { venueDate } from '@domain/venue-time';
import { now } from '../../../lib/clock';
import {
  amountPayable,
  amountToPayNow,
  isComplimentary,
  latestProof,
  statusOffers,
  type RegistrationView,
} from './registration-view';
import { formatInstant } from './format';

interface PaymentStepProps {
  record: RegistrationView;
  /** Proofs uploaded from this page so far: after one, the spec's confirmation is shown and focused. */
  uploadsThisVisit: number;
  onUploaded: () => void;
  /** The proof form's message about itself, said in the step's one message region (null clears it). */
  onMessage: (message: string | null) => void;
}

/**
 * Step 3: how to pay and where to send the proof, or where the proof stands. After the payment
 * deadline no proof is taken any more: the domain's message takes the form's place.
 */
export function PaymentStep({ record, uploadsThisVisit, onUploaded, onMessage }: PaymentStepProps) {
  const status = reviewStatusOf(record);
  const outcomeHeading = useRef<HTMLHeadingElement>(null);
  const paymentsOpen = useRegistrationWindow()?.paymentsOpen;

  // The form that had focus is gone once the proof is stored: focus goes to what happened.
  useEffect(() => {
    if (uploadsThisVisit > 0) outcomeHeading.current?.focus();
  }, [uploadsThisVisit]);

  if (!statusOffers(record).payment) return <p>This registration is cancelled: nothing is to be paid.</p>;
  // A sponsor's code made it free: never payment instructions nor a proof to upload.
  if (isComplimentary(record)) {
    return (
      <p>
        {COMPLIMENTARY_NOTHING_TO_PAY}
        {status === 'payment-verified' ? ' Press Next for the summary of your registration.' : ''}
      </p>
    );
  }
  if (status === 'payment-verified') {
    return <p>Your payment is verified. Press Next for the summary of your registration.</p>;
  }

  if (status === 'proof-under-verification') {
    const proof = latestProof(record);
    return (
      <>
        <div className="status-callout">
          <h3 ref={outcomeHeading} tabIndex={-1}>
            {PAYMENT_UNDER_VERIFICATION}
          </h3>
          <AlertRegion tone="success" message={uploadsThisVisit > 0 ? PAYMENT_UPLOADED : null} />
          {proof && (
            <p>
              We received payment reference <strong>{proof.paymentReferenceId}</strong> with the receipt{' '}
              <strong>{proof.receiptFileName}</strong> on {formatInstant(proof.uploadedAt)}.
            </p>
          )}
          {record.balance && (
            <p>
              It is checked as the balance of {formatInr(record.balance.rest)}: {formatInr(record.balance.received)} of
              the {formatInr(amountPayable(record))} due was received earlier.
            </p>
          )}
          <p>
            The organisers check it against the bank&rsquo;s records and e-mail you once it is verified. Then press Next
            or reload this page to see your summary.
          </p>
          {record.ieeeMembershipToCheck && <p data-testid="ieee-being-checked">{IEEE_MEMBERSHIP_BEING_CHECKED}</p>}
        </div>
        {record.amountRose ? (
          <DifferenceToPay
            record={record}
            rose={record.amountRose}
            paymentsOpen={paymentsOpen}
            onUploaded={onUploaded}
            onMessage={onMessage}
          />
        ) : (
          paymentsOpen && (
            <details className="status-details">
              <summary>Sent the wrong receipt or reference? Upload the proof again</summary>
              <ProofUploadForm
                registrationId={record.id}
                onUploaded={onUploaded}
                onMessage={onMessage}
                submitLabel="Replace payment details"
              />
            </details>
          )
        )}
      </>
    );
  }

  return (
    <>
      {status === 'proof-rejected' && record.rejection && (
        <div className="status-callout status-callout--problem" role="alert">
          <h3>
            {record.balance
              ? 'Please pay the balance'
              : record.rejection.withdrawnVerification != null
                ? 'The verification of your payment was withdrawn'
                : 'Your payment proof was not accepted'}
          </h3>
          <p>Reason: {record.rejection.reason}</p>
          {record.balance && (
            <p>
              We received {formatInr(record.balance.received)} of the {formatInr(amountPayable(record))} due. The
              balance to pay is <strong>{formatInr(record.balance.rest)}</strong>.
            </p>
          )}
          {paymentsOpen !== false && (
            <p>
              {record.balance
                ? 'Please pay the balance as below and upload its payment reference and receipt.'
                : 'Please upload the correct payment reference and receipt below.'}
            </p>
          )}
        </div>
      )}
      {paymentsOpen === undefined ? (
        <CheckingDates />
      ) : paymentsOpen ? (
        <PaymentForm record={record} onUploaded={onUploaded} onMessage={onMessage} />
      ) : (
        <WindowNotice level="h3" message={PAYMENTS_CLOSED} />
      )}
    </>
  );
}

/**
 * The amount due rose after the proof was sent (an IEEE membership not confirmed): the proof covers
 * what was due then, and the registrant pays the difference and uploads its proof beside it.
 */
function DifferenceToPay({
  record,
  rose,
  paymentsOpen,
  onUploaded,
  onMessage,
}: Omit<PaymentStepProps, 'uploadsThisVisit'> & {
  rose: { then: number; now: number; rest: number };
  paymentsOpen: boolean | undefined;
}) {
  return (
    <>
      <div className="status-callout status-callout--problem">
        <h3>Please pay the difference of {formatInr(rose.rest)}</h3>
        <p>
          The amount due is now {formatInr(rose.now)}, since an IEEE membership given with this registration could not
          be confirmed; your proof was sent when {formatInr(rose.then)} was due. Your payment is verified once the
          difference is paid too.
        </p>
      </div>
      {paymentsOpen === undefined ? (
        <CheckingDates />
      ) : paymentsOpen ? (
        <>
          <PaymentInstructions
            id={record.id}
            amount={rose.rest}
            taxNote={taxNoteFor(record.billing, venueDate(now()))}
          />
          <ProofUploadForm
            registrationId={record.id}
            onUploaded={onUploaded}
            onMessage={onMessage}
            submitLabel="Upload the proof of the difference"
          />
        </>
      ) : (
        <WindowNotice level="h3" message={PAYMENTS_CLOSED} />
      )}
    </>
  );
}

function PaymentForm({ record, onUploaded, onMessage }: Omit<PaymentStepProps, 'uploadsThisVisit'>) {
  return (
    <>
      <p>
        {record.balance
          ? 'Registration completes once the balance is paid. Pay the balance below on the bank’s collection page, then upload the proof of that payment here.'
          : 'Registration completes only after payment. Pay the total below on the bank’s collection page, then upload the proof of payment here.'}
      </p>
      {record.ieeeMembershipToCheck && <p data-testid="ieee-being-checked">{IEEE_MEMBERSHIP_BEING_CHECKED}</p>}
      <PaymentInstructions
        id={record.id}
        amount={amountToPayNow(record)}
        taxNote={taxNoteFor(record.billing, venueDate(now()))}
      />
      <ProofUploadForm registrationId={record.id} onUploaded={onUploaded} onMessage={onMessage} />
    </>
  );
}
