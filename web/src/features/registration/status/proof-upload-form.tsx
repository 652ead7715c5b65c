import { MAX_UPLOAD_MB } from '@domain/limits';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FORM_CHECKS_NOT_LOADED, PAYMENT_PROOF_REQUIRED } from '@domain/messages';
import { receiptProblem } from '@domain/uploads';
import { TextField } from '../../../components/form/field';
import { FileField } from '../../../components/form/file-input';
import { focusField } from '../../../components/form/focus-field';
import { UploadProgress } from '../../../components/form/progress-bar';
import { statusServices } from './load-status-services';
import type { FieldErrors } from './proof-errors';

/**
 * The payment proof (spec section 5): the bank's reference and its receipt as a PDF, both
 * required, uploaded with a progress bar. `onUploaded` runs once the server has stored it.
 * Nothing is said before the registrant submits; after that, the form's message (both fields
 * needed, or the server's answer) goes to `onMessage`, the step's one message region, so it
 * replaces whatever that region said before instead of stacking over it.
 */
export function ProofUploadForm({
  registrationId,
  onUploaded,
  onMessage,
  submitLabel = 'Upload payment details',
}: {
  registrationId: string;
  onUploaded: () => void;
  onMessage: (message: string | null) => void;
  submitLabel?: string;
}) {
  const [reference, setReference] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  // Why the last file chosen was refused: said again by a submit without a receipt.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const uploading = progress !== null;
  const focusFirstInvalid = useRef(false);

  // After a refused submit, focus goes to the first field marked invalid (once it is rendered so),
  // clear of the sticky header.
  useEffect(() => {
    if (!focusFirstInvalid.current) return;
    focusFirstInvalid.current = false;
    focusField(formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
  }, [errors]);

  // A change answers the earlier "both required" (the next submit says it again if still true).
  const changeReference = (value: string) => {
    setReference(value);
    setErrors((current) => ({ receipt: current.receipt }));
    onMessage(null);
  };

  const chooseReceipt = (file: File | null) => {
    const problem = file ? receiptProblem(file) : null;
    setReceipt(problem ? null : file);
    setRefusal(problem);
    setErrors((current) => ({ reference: current.reference, receipt: problem ?? undefined }));
    onMessage(null);
    // A refused file is taken out of the input again, so what it shows is what would be sent.
    return !problem;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    // Loaded with the lookup that led here; awaited only if that load failed and is retried now.
    let services = statusServices.loaded();
    try {
      services ??= await statusServices.load();
    } catch {
      onMessage(FORM_CHECKS_NOT_LOADED);
      return;
    }
    const problems = services.proofErrors(registrationId, reference, receipt);
    if (problems || !receipt) {
      const { form, ...fieldErrors } = problems ?? { form: PAYMENT_PROOF_REQUIRED, missingReceipt: true };
      // A refused file is still the receipt's problem, and "not a PDF" says more than "missing":
      // the form says so too, unless the reference is missing as well ("provide both").
      const refused = !receipt && refusal !== null;
      if (refused) {
        fieldErrors.receipt = refusal;
        fieldErrors.missingReceipt = false;
      }
      setErrors(fieldErrors);
      onMessage(refused && !fieldErrors.missingReference ? refusal : (form ?? null));
      focusFirstInvalid.current = true;
      return;
    }
    setErrors({});
    onMessage(null);
    setProgress(0);
    const result = await services.uploadPaymentProof(
      { registrationId, paymentReferenceId: reference.trim(), receipt },
      (value) => setProgress(value),
    );
    setProgress(null);
    if (result.ok) onUploaded();
    else onMessage(result.message);
  };

  return (
    <form ref={formRef} className="proof-form" noValidate onSubmit={submit} aria-labelledby={titleId}>
      <h3 id={titleId}>Upload your payment proof</h3>
      <TextField
        label="Payment Reference ID"
        hint="The reference number the bank’s page shows once you have paid."
        name="paymentReferenceId"
        type="text"
        autoComplete="off"
        required
        value={reference}
        onChange={(event) => changeReference(event.target.value)}
        error={errors.reference}
        invalid={errors.missingReference}
      />
      <FileField
        label="Receipt (PDF)"
        hint={`The receipt you downloaded from the bank’s page: a PDF file of at most ${MAX_UPLOAD_MB} MB.`}
        name="receipt"
        accept="application/pdf,.pdf"
        required
        file={receipt}
        onFile={chooseReceipt}
        error={errors.receipt}
        invalid={errors.missingReceipt}
      />
      {uploading && <UploadProgress value={progress} label="Uploading payment details" />}
      <button type="submit" className="button" aria-disabled={uploading || undefined}>
        {uploading ? 'Uploading...' : submitLabel}
      </button>
    </form>
  );
}
