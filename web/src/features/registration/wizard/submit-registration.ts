// The multipart request of spec section 7: `data` (JSON without files, built and priced by the
// domain), `ieeeCert`, and per student `students[{i}].idCard` and `students[{i}].ieeeCert`.
import { createdRegistrationBodySchema } from '@domain/api/create-registration';
import { buildRegistrationData } from '@domain/draft-submission';
import type { RegistrationDraft } from '@domain/registration-draft';
import { firstError } from '@domain/registration-schema';
import { SERVER_ERROR, submitFailed } from '@domain/messages';
import { ApiUnreachableError, uploadForm } from '../../../lib/api-client';
import { now } from '../../../lib/clock';

export type SubmitOutcome = { kind: 'created'; id: string } | { kind: 'failed'; message: string; redirect: boolean };

const asFile = (value: unknown): File | null => (value instanceof File ? value : null);

export async function submitRegistration(
  draft: RegistrationDraft,
  clientRequestId: string,
  onProgress: (fraction: number) => void,
): Promise<SubmitOutcome> {
  const data = buildRegistrationData(draft, now(), clientRequestId);
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
    if (created.success) return { kind: 'created', id: created.data.id };
    if (result.success) return { kind: 'failed', message: SERVER_ERROR, redirect: false };
    return { kind: 'failed', message: submitFailed(result.error), redirect: result.redirect === true };
  } catch (error) {
    if (error instanceof ApiUnreachableError) return { kind: 'failed', message: SERVER_ERROR, redirect: false };
    throw error;
  }
}
