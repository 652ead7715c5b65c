import { PAYMENT_PROOF_REQUIRED } from '@domain/messages';
import { paymentProofFormSchema } from '@domain/registration-schema';

/** What is said beside each field of the payment proof form; the form's message as a whole goes to the step's region. */
export interface FieldErrors {
  reference?: string;
  receipt?: string;
  missingReference?: boolean;
  missingReceipt?: boolean;
}

export interface ProofErrors extends FieldErrors {
  /** A message about the form as a whole: a field missing. */
  form?: string;
}

/** The domain's rules for the proof, split into what is said beside a field and what is said once. */
export function proofErrors(registrationId: string, reference: string, receipt: File | null): ProofErrors | null {
  const result = paymentProofFormSchema.safeParse({ registrationId, paymentReferenceId: reference, receipt });
  if (result.success) return null;
  const errors: ProofErrors = {};
  for (const issue of result.error.issues) {
    const onReceipt = issue.path[0] === 'receipt';
    // "Please provide both ..." is about the pair, so it is said once, for the form.
    if (issue.message === PAYMENT_PROOF_REQUIRED) {
      errors.form = PAYMENT_PROOF_REQUIRED;
      if (onReceipt) errors.missingReceipt = true;
      else errors.missingReference = true;
    } else if (onReceipt) errors.receipt ??= issue.message;
    else errors.reference ??= issue.message;
  }
  return errors;
}
