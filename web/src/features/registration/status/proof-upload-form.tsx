import { MAX_UPLOAD_MB } from '@domain/limits';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  FILE_TOO_LARGE,
  FORM_CHECKS_NOT_LOADED,
  ONLY_PDF,
  PAYMENT_PROOF_REQUIRED,
  PDF_UNREADABLE,
  receiptNamedPdf,
} from '@domain/messages';
import { isImageForPdf } from '@domain/picture-uploads';
import { quotedName, receiptProblem } from '@domain/uploads';
import { TextField } from '../../../components/form/field';
import { FileField } from '../../../components/form/file-input';
import { focusField } from '../../../components/form/focus-field';
import { UploadProgress } from '../../../components/form/progress-bar';
import { PDF_OR_PICTURE, usePictureAsPdf } from '../../../lib/image-pdf/use-picture-as-pdf';
import { statusServices } from './load-status-services';
import type { FieldErrors } from './proof-errors';
import { BusyButton } from '../../../components/form/busy-button';

// What the server answers about the receipt's bytes (docs/api.md, "Files"), which no look at its
// name or type here could have found: a file that only claims to be a PDF, or does not open.
const RECEIPT_REFUSALS = new Set([ONLY_PDF, FILE_TOO_LARGE, PDF_UNREADABLE]);

/**
 * The payment proof (docs/rules.md, "Paying"): the bank's reference and its receipt as a PDF, both
 * required, uploaded with a progress bar. A photo or screenshot of the receipt is made a PDF here
 * first, so the server still receives only PDFs. `onUploaded` runs once the server has stored it.
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
  const picture = usePictureAsPdf();
  const busy = uploading || picture.converting;
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

  // The receipt held, or why the last file chosen was refused (said beside the field, once).
  const holdReceipt = (file: File | null, problem: string | null) => {
    setReceipt(problem ? null : file);
    setRefusal(problem);
    setErrors((current) => ({ reference: current.reference, receipt: problem ?? undefined }));
    onMessage(null);
    // A refused file is taken out of the input again, so what it shows is what would be sent.
    return !problem;
  };

  const chooseReceipt = (file: File | null) => {
    if (!file || !isImageForPdf(file)) {
      picture.forget();
      return holdReceipt(file, file ? receiptProblem(file) : null);
    }
    holdReceipt(null, null);
    return picture.convert(file).then((result) => {
      if (!result) return true;
      if ('problem' in result) return holdReceipt(null, result.problem);
      return holdReceipt(result.pdf, receiptProblem(result.pdf));
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // While a picture is being made a PDF, the status line says so; the PDF is sent once it is there.
    if (busy) return;
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
      // A refused file is still the receipt's problem, and "not a PDF" says more than "missing".
      // It is said beside the field only (focus goes there, and the field describes itself with
      // it); the form's region keeps to "provide both", so no message is shown twice.
      const refused = !receipt && refusal !== null;
      if (refused) {
        fieldErrors.receipt = refusal;
        fieldErrors.missingReceipt = false;
      }
      setErrors(fieldErrors);
      onMessage(refused && !fieldErrors.missingReference ? null : (form ?? null));
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
    if (result.ok) return onUploaded();
    // The server read the file and refused it: said beside the receipt, as a refusal on choosing is.
    if (RECEIPT_REFUSALS.has(result.message)) {
      // "Only PDF files are allowed!" would tell someone who chose a .pdf nothing: said of the file.
      holdReceipt(null, result.message === ONLY_PDF ? receiptNamedPdf(quotedName(receipt.name)) : result.message);
      // Taken out of the input too, as a file refused on choosing is, so what it shows is what would be sent.
      const input = formRef.current?.querySelector<HTMLInputElement>('input[type="file"]');
      if (input) input.value = '';
      focusFirstInvalid.current = true;
      return;
    }
    onMessage(result.message);
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
        hint={`The receipt you downloaded from the bank’s page: a PDF file of at most ${MAX_UPLOAD_MB} MB. A photo or screenshot of it (JPEG or PNG) is made a PDF before it is sent.`}
        name="receipt"
        accept={PDF_OR_PICTURE}
        required
        file={receipt}
        onFile={chooseReceipt}
        status={picture.status}
        error={errors.receipt}
        invalid={errors.missingReceipt}
      />
      {uploading && <UploadProgress value={progress} label="Uploading payment details" />}
      <BusyButton busy={busy} type="submit" className="button">
        {uploading ? 'Uploading...' : submitLabel}
      </BusyButton>
    </form>
  );
}
