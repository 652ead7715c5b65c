import { whereOf } from '@domain/countries';
import { GST_STATES, OUTSIDE_INDIA, normalizeGstin } from '@domain/gstin';
import type { RegistrationDraft } from '@domain/registration-draft';

function Row({ term, value }: { term: string; value: string }) {
  return (
    <div className="summary-list__row">
      <dt>{term}</dt>
      <dd>{value || '-'}</dd>
    </div>
  );
}

/**
 * Whom the tax invoice is to be made out to, on the summary, when the registrant asked for their
 * institution. Part of the wizard's checks chunk (wizard-validation.ts), like the fields it shows.
 */
export function BillingSummary({ draft }: { draft: RegistrationDraft }) {
  return (
    <>
      <h3>Tax invoice to</h3>
      <dl className="summary-list">
        <Row term="Institution" value={draft.billingName.trim()} />
        <Row term="Billing address" value={draft.billingAddress.trim()} />
        {draft.billingStateCode === OUTSIDE_INDIA ? (
          <Row term="Country" value={whereOf({ stateCode: OUTSIDE_INDIA, country: draft.billingCountry })} />
        ) : (
          <>
            <Row term="State" value={GST_STATES[draft.billingStateCode] ?? ''} />
            <Row term="GSTIN" value={normalizeGstin(draft.billingGstin)} />
            {draft.billingSez && <Row term="SEZ unit or developer" value="Yes: the invoice is zero-rated" />}
          </>
        )}
      </dl>
    </>
  );
}
