// The largest registration the API accepts: a student group whose ID cards fill the request to
// just under UPLOAD_LIMITS.maxRequestBytes, each card at most MAX_UPLOAD_BYTES.
import { MAX_UPLOAD_BYTES } from '../../functions/src/domain/limits';
import { UPLOAD_LIMITS } from '../../functions/src/http/uploads';
import { benchParticipant } from './participant';
import { pdfOfSize } from './pdf';

// Room for the `data` field and each part's headers (about 150 bytes a file).
const FORM_OVERHEAD = 64 * 1024;

/** Fewer cards of at most MAX_UPLOAD_BYTES cannot fill the request. */
export const FEWEST_STUDENTS_TO_FILL = Math.ceil(UPLOAD_LIMITS.maxRequestBytes / MAX_UPLOAD_BYTES);

export interface UploadBody {
  bytes: Uint8Array;
  contentType: string;
}

/** The size of each ID card when `students` cards share the largest request. */
export function maximumCardBytes(students: number): number {
  return Math.min(MAX_UPLOAD_BYTES, Math.floor((UPLOAD_LIMITS.maxRequestBytes - FORM_OVERHEAD) / students));
}

/** A multipart group registration; `tag` makes its e-mail address and request id unique. */
export async function groupRegistration(tag: string, students: number, cardBytes: number): Promise<UploadBody> {
  const email = `bench-upload-${tag}@example.org`;
  const data = {
    ...benchParticipant(email, `Group ${tag}`),
    registrationTier: 'group-student',
    instituteName: 'Load Test Institute',
    numStudents: students,
    // Active in the fake IEEE service (90000001 to 90000099), so each number is checked.
    students: Array.from({ length: students }, (_, index) => ({
      name: `Student ${index + 1}`,
      idNumber: `ID-${index + 1}`,
      ieeeNumber: String(90000001 + index),
    })),
    totalAmount: 0,
    clientRequestId: `bench-upload-${tag}`,
  };
  const form = new FormData();
  form.set('data', JSON.stringify(data));
  // A PDF the server's checker opens (one page), of random bytes: as incompressible as a scan.
  const card = new Blob([await pdfOfSize(cardBytes)], { type: 'application/pdf' });
  for (let index = 0; index < students; index++)
    form.set(`students[${index}].idCard`, card, `id-card-${index + 1}.pdf`);

  // Serialised once here, so sending it measures the function rather than the client's encoder.
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > UPLOAD_LIMITS.maxRequestBytes)
    throw new Error(`the body (${bytes.length} bytes) is over the limit`);
  return { bytes, contentType: request.headers.get('content-type') ?? '' };
}
