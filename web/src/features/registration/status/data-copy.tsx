import { DATA_LINK_HOURS } from '@domain/limits';
import { PRIVACY_NOTICE_PATH } from '@domain/retention';
import { AlertRegion } from '../../../components/form/alert-region';
import type { RegistrationView } from './registration-view';
import { useMailingRequest } from './use-mailing-request';

/**
 * The registrant's right to a copy of their data: a link to everything held about the
 * registration, mailed to its address (only its owner reads it), downloads it as one file.
 */
export function DataCopy({ record }: { record: RegistrationView }) {
  const { state, send } = useMailingRequest(({ requestDataCopy }) => requestDataCopy(record.id));

  return (
    <section className="status-data-copy" aria-labelledby="status-data-copy-title">
      <h3 id="status-data-copy-title">Your data</h3>
      <p>
        We keep what you gave us for this registration only as long as our{' '}
        <a href={PRIVACY_NOTICE_PATH}>privacy notice</a> says. You can have a copy of all of it.
      </p>
      <div className="status-inline-action">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void send()}
          // Not `disabled`, which would drop the keyboard focus; a second press while sending is ignored.
          aria-disabled={state.kind === 'sending' || undefined}
        >
          {state.kind === 'sending' ? 'Sending...' : 'E-mail me a copy of my data'}
        </button>
        <AlertRegion
          tone={state.kind === 'sent' ? 'success' : 'error'}
          message={
            state.kind === 'sent'
              ? `A link to download your data is on its way to ${record.email}. It works for ${DATA_LINK_HOURS} hours.`
              : state.kind === 'failed'
                ? state.message
                : null
          }
        />
      </div>
    </section>
  );
}
