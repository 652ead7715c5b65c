import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { VALIDATING } from '@domain/messages';
import { REGISTRATION_ID_PREFIX } from '@domain/registration-id';
import { Link } from 'react-router-dom';
import { AlertRegion } from '../../components/form/alert-region';
import { focusField } from '../../components/form/focus-field';
import { StepProgress } from '../../components/form/progress-bar';
import { PageHero } from '../../components/ui/page-hero';
import { LookupStep } from './status/lookup-step';
import { sponsoredLabel, statusOffers, type RegistrationView } from './status/registration-view';
import { STATUS_STEPS, stepIndex } from './status/status-steps';
import { statusServices } from './status/load-status-services';
import { useStatusChecker, type StatusChecker } from './status/use-status-checker';
import './status/status.css';
import { BusyButton } from '../../components/form/busy-button';

/**
 * The status checker (docs/rules.md, "A registration's life"): Registration ID, Email Verification,
 * Payment Status, Summary.
 */
export function RegistrationStatusPage() {
  const checker = useStatusChecker();
  const { step, record, headingRef } = checker;
  const label = STATUS_STEPS[stepIndex(step)]?.label;

  return (
    <>
      <PageHero title="Registration Status">
        Check your registration, verify your e-mail and send your payment.
      </PageHero>
      <div className="status-checker">
        <StepProgress
          steps={STATUS_STEPS.map((candidate) => candidate.label)}
          current={stepIndex(step)}
          label="Registration status steps"
        />
        <section className="status-step" aria-labelledby="status-step-title">
          <h2 id="status-step-title" ref={headingRef} tabIndex={-1}>
            {label}
          </h2>
          {step === 'lookup' || !record ? (
            <LookupForm checker={checker} />
          ) : (
            <RecordStep checker={checker} record={record} />
          )}
        </section>
      </div>
    </>
  );
}

function LookupForm({ checker }: { checker: StatusChecker }) {
  const form = useRef<HTMLFormElement>(null);
  // Next refused (an empty or unknown ID) takes the registrant back to the field; a lookup the
  // address asked for on arrival leaves focus alone (on a phone it would open the keyboard).
  const pressedNext = useRef(false);
  const error = checker.message?.tone === 'error' ? checker.message : null;
  useEffect(() => {
    if (!error || !pressedNext.current) return;
    pressedNext.current = false;
    focusField(form.current?.querySelector<HTMLElement>('input[name="id"]'));
  }, [error]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    pressedNext.current = true;
    // The ID as the field shows it: typed while the page was hydrating, it is in the field even if
    // React's state missed it.
    const typed = new FormData(event.currentTarget).get('id');
    if (typeof typed === 'string' && typed !== checker.idValue) checker.setIdValue(typed);
    void checker.next(typeof typed === 'string' ? typed : undefined);
  };
  // The lookup's code loads as the registrant reaches the field, so Next does not wait for it.
  return (
    <form ref={form} noValidate onSubmit={submit} onFocus={checker.prepare} onInput={checker.prepare}>
      <AlertRegion message={checker.message?.tone === 'info' ? checker.message.text : null} tone="info">
        <p>
          Your registration ID is in the subject of each e-mail we sent to that address (it starts with{' '}
          {REGISTRATION_ID_PREFIX}-).
        </p>
        <p>
          Registered with another address by mistake? <Link to="/registration/details">Return to your form</Link>: what
          you typed is kept.
        </p>
      </AlertRegion>
      <LookupStep value={checker.idValue} onChange={checker.setIdValue} error={error?.text ?? null} />
      <StepActions checker={checker} />
    </form>
  );
}

function RecordStep({ checker, record }: { checker: StatusChecker; record: RegistrationView }) {
  // The views come with the services that read the record: a lookup loaded them.
  const services = statusServices.loaded();
  if (!services) return null;
  const offers = statusOffers(record);
  const sponsored = sponsoredLabel(record);
  // A cancelled registration says so first; otherwise the request to cancel comes after the rest.
  const cancellation = <services.CancellationSection record={record} />;
  let content: ReactNode;
  switch (checker.step) {
    case 'email':
      content = <services.EmailStep record={record} />;
      break;
    case 'payment':
      content = (
        <services.PaymentStep
          record={record}
          uploadsThisVisit={checker.uploadsThisVisit}
          onUploaded={checker.proofUploaded}
          onMessage={(text) => checker.say(text ? { text, tone: 'error' } : null)}
        />
      );
      break;
    default:
      content = <services.SummaryStep record={record} />;
  }
  return (
    <>
      <p className="status-step__record">
        Registration <strong>{record.id}</strong>
      </p>
      {sponsored && (
        <p className="status-step__sponsored" data-testid="status-sponsored">
          {sponsored}
        </p>
      )}
      {offers.cancelled && cancellation}
      {content}
      <AlertRegion message={checker.message?.text} tone={checker.message?.tone} />
      <StepActions checker={checker} />
      {/* Whom the invoice is made out to can change only until it is issued: its particulars never do. */}
      {offers.billing && <services.BillingForm record={record} />}
      {!offers.cancelled && cancellation}
      <services.DocumentsAndData record={record} />
    </>
  );
}

function StepActions({ checker }: { checker: StatusChecker }) {
  const { step, busy } = checker;
  return (
    <div className="actions status-actions">
      {step !== 'lookup' && (
        <BusyButton busy={busy} className="button button--secondary" onClick={checker.back}>
          Back
        </BusyButton>
      )}
      {step !== 'summary' && (
        <BusyButton
          busy={busy}
          type={step === 'lookup' ? 'submit' : 'button'}
          className="button"
          onClick={step === 'lookup' ? undefined : () => void checker.next()}
        >
          {busy ? VALIDATING : 'Next'}
        </BusyButton>
      )}
    </div>
  );
}
