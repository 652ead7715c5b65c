// The multipart request of POST /api/registrations (docs/api.md): `data` (JSON without files,
// built and priced by the domain), `ieeeCert`, and per student `students[{i}].idCard` and
// `students[{i}].ieeeCert`.
import { createdRegistrationBodySchema } from '@domain/api/create-registration';
import type { SponsorCodeLookup } from '@domain/api/sponsor-codes';
import { buildRegistrationData } from '@domain/draft-submission';
import type { RegistrationDraft } from '@domain/registration-draft';
import { firstError, type RegistrationData } from '@domain/registration-schema';
import { SERVER_ERROR, submitFailed } from '@domain/messages';
import type { z } from '@domain/zod';
import { ApiUnreachableError, uploadForm } from '../../../lib/api-client';
import { now } from '../../../lib/clock';
import { sponsorCodeInEffect } from './sponsor-code';

export type SubmitOutcome =
  /** `complimentary`: a sponsor's code made it free, so there is nothing to pay. */
  { kind: 'created'; id: string; complimentary: boolean } | { kind: 'failed'; message: string; redirect: boolean };

const asFile = (value: unknown): File | null => (value instanceof File ? value : null);

/**
 * The submission's `data`: the draft's, with the sponsor's code in effect (none for a tier a code
 * cannot cover) and the total the lookup quoted for it. The server prices it again from the code.
 */
export function registrationDataOf(
  draft: RegistrationDraft,
  sponsorCode: SponsorCodeLookup | null,
  when: Date,
  clientRequestId?: string,
): z.ZodSafeParseResult<RegistrationData> {
  const code = sponsorCodeInEffect(draft, sponsorCode);
  // The domain parses the draft's fields by name with the submission's schema, `sponsorCode` among them.
  const withCode: RegistrationDraft & { sponsorCode?: string } = code ? { ...draft, sponsorCode: code.code } : draft;
  const data = buildRegistrationData(withCode, when, clientRequestId);
  if (!data.success || !code) return data;
  return { success: true, data: { ...data.data, totalAmount: code.amount } };
}

export async function submitRegistration(
  draft: RegistrationDraft,
  sponsorCode: SponsorCodeLookup | null,
  clientRequestId: string,
  onProgress: (fraction: number) => void,
): Promise<SubmitOutcome> {
  const data = registrationDataOf(draft, sponsorCode, now(), clientRequestId);
  if (!data.success) return { kind: 'failed', message: firstError(data) ?? SERVER_ERROR, redirect: false };

  const form = new FormData();
  form.set('data', JSON.stringify(data.data));
  const ieeeCert = asFile(draft.ieeeCert);
  if (ieeeCert && data.data.ieeeNumber !== undefined) form.set('ieeeCert', ieeeCert);
  (data.data.students ?? []).forEach((student, index) => {
    const idCard = asFile(draft.students[index]?.idCard);
    if (idCard) form.set(`students[${index}].idCard`, idCard);
    const cert = asFile(draft.students[index]?.ieeeCert);
    if (cert && student.ieeeNumber !== undefined) form.set(`students[${index}].ieeeCert`, cert);
  });

  try {
    const result = await uploadForm('/api/registrations', form, { onProgress });
    const created = createdRegistrationBodySchema.safeParse(result);
    if (created.success) {
      const complimentary = sponsorCodeInEffect(draft, sponsorCode)?.kind === 'complimentary';
      return { kind: 'created', id: created.data.id, complimentary };
    }
    if (result.success) return { kind: 'failed', message: SERVER_ERROR, redirect: false };
    return { kind: 'failed', message: submitFailed(result.error), redirect: result.redirect === true };
  } catch (error) {
    if (error instanceof ApiUnreachableError) return { kind: 'failed', message: SERVER_ERROR, redirect: false };
    throw error;
  }
}
