import { BANK_STEPS, INCLUSIVE_OF_TAX, paymentTitle, PAYMENT_CATEGORY } from '@domain/conference';
import { formatInr } from '@domain/pricing';
import { ExternalLink } from '../../../components/ui/external-link';
import { EXTERNAL_LINKS } from '../../../content/site';
import { CopyButton } from './copy-button';
import { PAYMENT_GUIDE_PATH, paymentDetailLabels, PAYMENT_STEP_TEXT } from './payment-steps';

/**
 * How to pay offline on the bank's collection page (docs/rules.md, "Paying"): how to reach the institute's
 * page there (the edition's steps), then the category, the title, the amount and the registration
 * ID to type there, with the two figures one tap from the clipboard.
 */
export function PaymentInstructions({
  id,
  amount,
  taxNote = INCLUSIVE_OF_TAX,
}: {
  id: string;
  amount: number;
  /** What follows the amount (domain/conference.ts, taxNoteFor). */
  taxNote?: string;
}) {
  const LABELS = paymentDetailLabels(taxNote);
  return (
    <section className="payment-instructions" aria-labelledby="payment-instructions-title">
      <h3 id="payment-instructions-title">How to pay</h3>
      <ol className="payment-instructions__steps">
        <li>
          Open the <ExternalLink href={EXTERNAL_LINKS.bankCollectionPage}>{PAYMENT_STEP_TEXT.bankPage}</ExternalLink>
          {BANK_STEPS.length > 0 ? ` ${PAYMENT_STEP_TEXT.reachInstitute}` : '.'}
          {BANK_STEPS.length > 0 && (
            <ol className="payment-instructions__bank-steps">
              {BANK_STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          )}
        </li>
        <li>{PAYMENT_STEP_TEXT.fillIn}</li>
      </ol>
      <dl className="payment-details">
        <div className="payment-details__row">
          <dt>{LABELS.category}</dt>
          <dd>{PAYMENT_CATEGORY}</dd>
        </div>
        <div className="payment-details__row">
          <dt>{LABELS.title}</dt>
          <dd>{paymentTitle()}</dd>
        </div>
        <div className="payment-details__row">
          <dt>{LABELS.amount}</dt>
          <dd>
            <span className="payment-details__value">{formatInr(amount)}</span>
            <CopyButton text={String(amount)} label="Copy amount" />
          </dd>
        </div>
        <div className="payment-details__row">
          <dt>{LABELS.id}</dt>
          <dd>
            <span className="payment-details__value payment-details__id">{id}</span>
            <CopyButton text={id} label="Copy registration ID" />
          </dd>
        </div>
      </dl>
      <ol className="payment-instructions__steps" start={3}>
        <li>{PAYMENT_STEP_TEXT.afterPaying}</li>
        <li>Upload both below. {PAYMENT_STEP_TEXT.checked}</li>
      </ol>
      <p>
        The same steps as a document to keep: <ExternalLink href={PAYMENT_GUIDE_PATH}>Payment guide (PDF)</ExternalLink>
      </p>
    </section>
  );
}
