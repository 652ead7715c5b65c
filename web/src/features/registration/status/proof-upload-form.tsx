import { useId, useRef, useState, type FormEvent } from 'react';
import { PAYMENT_PROOF_REQUIRED } from '@domain/messages';
import { paymentProofFormSchema } from '@domain/registration-schema';
import { uploadProblem } from '@domain/uploads';
import { uploadPaymentProof } from './registration-api';

interface ProofErrors {
  reference?: string;
  receipt?: string;
  /** A message about the form as a whole: both fields missing, or the server's answer. */
  form?: string;
  missing?: { reference: boolean; receipt: boolean };
}

/** The domain's rules for the proof, split into what is said beside each field and what is said once. */
function proofErrors(registrationId: string, reference: string, receipt: File | null): ProofErrors | null {
  const result = paymentProofFormSchema.safeParse({ registrationId, paymentReferenceId: reference, receipt });
  if (result.success) return null;
  const errors: ProofErrors = { missing: { reference: false, receipt: false } };
  for (const issue of result.error.issues) {
    const field = issue.path[0] === 'receipt' ? 'receipt' : 'reference';
    // "Please provide both ..." is about the pair, so it is said once, above the button.
    if (issue.message === PAYMENT_PROOF_REQUIRED) {
      errors.form = PAYMENT_PROOF_REQUIRED;
      if (errors.missing) errors.missing[field] = true;
    } else {
      errors[field] ??= issue.message;
    }
  }
  return errors;
}

/**
 * The payment proof (spec section 5): the bank's reference and its receipt as a PDF, both
 * required, uploaded with a progress bar. `onUploaded` runs once the server has stored it.
 */
export function ProofUploadForm({
  registrationId,
  onUploaded,
  submitLabel = 'Upload payment details',
}: {
  registrationId: string;
  onUploaded: () => void;
  submitLabel?: string;
}) {
  const [reference, setReference] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<ProofErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const referenceInput = useRef<HTMLInputElement>(null);
  const receiptInput = useRef<HTMLInputElement>(null);
  const ids = useId();
  const id = (part: string) => `${ids}-${part}`;
  const uploading = progress !== null;

  // A change answers the earlier "both required" (the next submit says it again if still true).
  const changeReference = (value: string) => {
    setReference(value);
    setErrors((current) => ({ receipt: current.receipt }));
  };

  const chooseReceipt = (file: File | null) => {
    setReceipt(file);
    const problem = file ? uploadProblem(file) : null;
    setErrors((current) => ({ reference: current.reference, receipt: problem ?? undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    const problems = proofErrors(registrationId, reference, receipt);
    if (problems || !receipt) {
      const found = problems ?? { form: PAYMENT_PROOF_REQUIRED };
      setErrors(found);
      const referenceWrong = found.reference || found.missing?.reference;
      (referenceWrong ? referenceInput : receiptInput).current?.focus();
      return;
    }
    setErrors({});
    setProgress(0);
    const result = await uploadPaymentProof(
      { registrationId, paymentReferenceId: reference.trim(), receipt },
      (fraction) => setProgress(Math.round(fraction * 100)),
    );
    setProgress(null);
    if (result.ok) onUploaded();
    else setErrors({ form: result.message });
  };

  const referenceInvalid = Boolean(errors.reference || errors.missing?.reference);
  const receiptInvalid = Boolean(errors.receipt || errors.missing?.receipt);
  const describedBy = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ') || undefined;

  return (
    <form className="proof-form" noValidate onSubmit={submit} aria-labelledby={id('title')}>
      <h3 id={id('title')}>Upload your payment proof</h3>
      <div className="form-field">
        <label htmlFor={id('reference')}>Payment Reference ID</label>
        <p id={id('reference-hint')} className="form-field__hint">
          The reference number the bank&rsquo;s page shows once you have paid.
        </p>
        <input
          ref={referenceInput}
          id={id('reference')}
          name="paymentReferenceId"
          type="text"
          autoComplete="off"
          required
          value={reference}
          onChange={(event) => changeReference(event.target.value)}
          aria-invalid={referenceInvalid || undefined}
          aria-describedby={describedBy(id('reference-hint'), errors.reference && id('reference-error'))}
        />
        {errors.reference && (
          <p id={id('reference-error')} role="alert" className="form-field__error">
            {errors.reference}
          </p>
        )}
      </div>
      <div className="form-field">
        <label htmlFor={id('receipt')}>Receipt (PDF)</label>
        <p id={id('receipt-hint')} className="form-field__hint">
          The receipt you downloaded from the bank&rsquo;s page: a PDF file of at most 5 MB.
        </p>
        <input
          ref={receiptInput}
          id={id('receipt')}
          name="receipt"
          type="file"
          accept="application/pdf,.pdf"
          required
          onChange={(event) => chooseReceipt(event.target.files?.[0] ?? null)}
          aria-invalid={receiptInvalid || undefined}
          aria-describedby={describedBy(id('receipt-hint'), errors.receipt && id('receipt-error'))}
        />
        {errors.receipt && (
          <p id={id('receipt-error')} role="alert" className="form-field__error">
            {errors.receipt}
          </p>
        )}
      </div>
      {errors.form && (
        <p role="alert" className="form-alert">
          {errors.form}
        </p>
      )}
      {uploading && (
        <div className="upload-progress">
          <label htmlFor={id('progress')}>Uploading payment details</label>
          <progress id={id('progress')} max={100} value={progress}>
            {progress}%
          </progress>
          <span aria-hidden="true">{progress}%</span>
        </div>
      )}
      <button type="submit" className="button" aria-disabled={uploading || undefined}>
        {uploading ? 'Uploading...' : submitLabel}
      </button>
    </form>
  );
}
