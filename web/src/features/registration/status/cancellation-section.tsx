import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatCalendarDay } from '@domain/venue-time';
import { AlertRegion } from '../../../components/form/alert-region';
import { Field } from '../../../components/form/field';
import { REGISTRATION_PATHS } from '../../../content/registration-routes';
import { requestCancellation } from './cancellation-api';
import { cancellationSentences, newerCancellation } from './cancellation-state';
import { creditNotePdfUrl, statusOffers, type CancellationView, type RegistrationView } from './registration-view';
import { BusyButton } from '../../../components/form/busy-button';

/**
 * Part of the status page's services chunk (status-services.ts), which a lookup has loaded before
 * any record is shown. Where the registrant's request to cancel stands (with the organisers,
 * declined with their note, or approved with the refund and the credit note), and the request
 * itself, behind a button, whenever one may be made: the server's refusal said as it says it,
 * beside the field when it is about the reason. Once sent, the focus goes to where the request
 * now stands.
 */
export function CancellationSection({ record }: { record: RegistrationView }) {
  const [sent, setSent] = useState<CancellationView | null>(null);
  const cancellation = newerCancellation(record.cancellation ?? null, sent);
  const offers = statusOffers({ ...record, cancellation });
  const outcome = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) outcome.current?.focus();
  }, [sent]);

  return (
    <section className="status-cancellation" aria-labelledby="status-cancellation-title">
      <h3 id="status-cancellation-title">Cancellation</h3>
      {cancellation ? (
        <div ref={outcome} tabIndex={-1} className="status-callout" data-testid="cancellation-state">
          <CancellationOutcome record={record} cancellation={cancellation} />
        </div>
      ) : (
        <p>
          You can ask the organisers to cancel this registration
          {record.linkOpened ? (
            ''
          ) : (
            <>
              , from the link we e-mail you (<a href="#status-data-copy-title">Your documents and data</a>, below)
            </>
          )}
          ; they confirm by e-mail. What is refunded follows the{' '}
          <a href={`${REGISTRATION_PATHS.hub}#fees`}>refund policy</a>.
        </p>
      )}
      {offers.cancelRequest && <CancelRequestForm registrationId={record.id} onSent={setSent} />}
    </section>
  );
}

function CancellationOutcome({ record, cancellation }: { record: RegistrationView; cancellation: CancellationView }) {
  const { note, creditNote } = cancellation;
  return (
    <>
      {cancellationSentences(cancellation).map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
      {note && cancellation.state !== 'requested' && <p>The organisers wrote: “{note}”</p>}
      {cancellation.state === 'approved' && creditNote && (
        <p className="summary-downloads">
          Credit note No. {creditNote.number} of {formatCalendarDay(creditNote.date)}{' '}
          {record.linkOpened && (
            <a className="button button--secondary" href={creditNotePdfUrl(record.id)} download>
              Download credit note (PDF)
            </a>
          )}
        </p>
      )}
    </>
  );
}

function CancelRequestForm({
  registrationId,
  onSent,
}: {
  registrationId: string;
  onSent: (cancellation: CancellationView) => void;
}) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonField = useRef<HTMLTextAreaElement>(null);

  // The reason is the one thing to give: the focus goes to it as the form opens.
  useEffect(() => {
    if (open) reasonField.current?.focus();
  }, [open]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const sent = await requestCancellation(registrationId, reason);
    setBusy(false);
    if (sent.ok) return onSent(sent.value);
    // A refused reason is said beside the field, which takes the focus; any other refusal below.
    setProblem(sent.aboutReason ? sent.message : null);
    setRefusal(sent.aboutReason ? null : sent.message);
    if (sent.aboutReason) reasonField.current?.focus();
  };

  return (
    <>
      <div className="status-inline-action">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => setOpen(!open)}
        >
          Cancel this registration
        </button>
      </div>
      {open && (
        <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="status-cancellation__form">
          <Field
            label="Why do you want to cancel?"
            required
            hint="Your reason goes to the organisers with the request."
            error={problem}
          >
            {(control) => (
              <textarea
                {...control}
                ref={reasonField}
                className="field__input"
                rows={4}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          <div className="status-inline-action">
            <BusyButton busy={busy} type="submit" className="button">
              {busy ? 'Sending...' : 'Request cancellation'}
            </BusyButton>
          </div>
          <AlertRegion message={refusal} />
        </form>
      )}
    </>
  );
}
