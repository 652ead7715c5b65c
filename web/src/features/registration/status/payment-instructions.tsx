import { BANK_STEPS, INCLUSIVE_OF_TAX, paymentTitle, PAYMENT_CATEGORY } from '@domain/conference';
import { formatInr } from '@domain/pricing';
import { ExternalLink } from '../../../components/ui/external-link';
import { DOCUMENTS, EXTERNAL_LINKS } from '../../../content/site';
import { CopyButton } from './copy-button';

/**
 * How to pay offline on the bank's collection page (spec section 9): how to reach the institute's
 * page there (the edition's steps), then the category, the title, the amount and the registration
 * ID to type there, with the two figures one tap from the clipboard.
 */
export function PaymentInstructions({ id, amount }: { id: string; amount: number }) {
  return (
    <section className="payment-instructions" aria-labelledby="payment-instructions-title">
      <h3 id="payment-instructions-title">How to pay</h3>
      <ol className="payment-instructions__steps">
        <li>
          Open the{' '}
          <ExternalLink href={EXTERNAL_LINKS.bankCollectionPage}>bank&rsquo;s online collection page</ExternalLink>
          {BANK_STEPS.length > 0 ? ' and reach the institute’s page there:' : '.'}
          {BANK_STEPS.length > 0 && (
            <ol className="payment-instructions__bank-steps">
              {BANK_STEPS.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          )}
        </li>
        <li>Fill in the payment with these details:</li>
      </ol>
      <dl className="payment-details">
        <div className="payment-details__row">
          <dt>Category</dt>
          <dd>{PAYMENT_CATEGORY}</dd>
        </div>
        <div className="payment-details__row">
          <dt>Title</dt>
          <dd>{paymentTitle()}</dd>
        </div>
        <div className="payment-details__row">
          <dt>Amount (total payable, {INCLUSIVE_OF_TAX})</dt>
          <dd>
            <span className="payment-details__value">{formatInr(amount)}</span>
            <CopyButton text={String(amount)} label="Copy amount" />
          </dd>
        </div>
        <div className="payment-details__row">
          <dt>Registration ID (as the reference or remarks)</dt>
          <dd>
            <span className="payment-details__value payment-details__id">{id}</span>
            <CopyButton text={id} label="Copy registration ID" />
          </dd>
        </div>
      </dl>
      <ol className="payment-instructions__steps" start={3}>
        <li>After paying, note the payment reference number and download the bank&rsquo;s receipt as a PDF.</li>
        <li>Upload both below. The organisers check the payment and e-mail you once it is verified.</li>
      </ol>
      <p>
        The same steps as a document to keep:{' '}
        <ExternalLink href={DOCUMENTS.paymentGuide}>Payment guide (PDF)</ExternalLink>
      </p>
    </section>
  );
}
