import { MAX_UPLOAD_MB, UNDO_WINDOW_MINUTES } from './limits';
import { MAX_GROUP_STUDENTS, MAX_PAPERS } from './tiers';

// Every sentence a registrant or administrator reads, in one place. Texts quoted in the
// spec (sections 5 and 8) are kept word for word, including their missing full stops;
// the others are ours and say what to do next.

// Participant step
export const PARTICIPANT_REQUIRED = 'Please fill all required fields in Participant Details.';
export const EMAIL_MISMATCH = 'Email addresses do not match.';
export const EMAIL_INVALID = 'Please enter a valid email address.';
export const FIELD_TOO_LONG = 'One of your entries is too long. Please shorten it.';
export const CERTIFICATE_TYPE = 'The IEEE certificate must be a PDF, PNG or JPEG file.';
export const PLAIN_TEXT_ONLY =
  'Please use plain text: line breaks and the characters < and > are not allowed in your details.';
export const MOBILE_HINT = '+91 98765 43210';
export const MOBILE_INVALID = `Please enter the mobile number in international format with country code, e.g. ${MOBILE_HINT}.`;

// Tier step
export const TIER_REQUIRED = 'Please select a registration tier.';

// IEEE step
export const IEEE_NUMBER_REQUIRED = 'Please enter your IEEE Member Number.';
export const IEEE_NUMBER_FORMAT = 'IEEE Member Numbers contain digits only.';
export const IEEE_INACTIVE = 'Membership not valid or inactive.';
export const IEEE_UNAVAILABLE = 'Could not validate IEEE membership. Please try again later.';

// Papers step
export const PAPERS_MIN = 'Number of papers must be at least 1.';
export const PAPERS_MAX = `Number of papers cannot be more than ${MAX_PAPERS}.`;
export const PAPER_IDS_REQUIRED = 'Please enter all Paper IDs.';

// Group step
export const INSTITUTE_REQUIRED = 'Please enter the Institute Name';
export const STUDENTS_MIN = 'Minimum 5 students required.';
export const STUDENTS_MAX = `A group registration can include at most ${MAX_GROUP_STUDENTS} students.`;
export const STUDENT_COUNT_MISMATCH = 'The number of students does not match the student details entered.';
export const studentIncomplete = (n: number) => `Please complete all required fields for Student ${n}`;
export const studentIeeeRequired = (n: number) => `Please enter IEEE number for Student ${n}`;
export const studentIeeeNotValidated = (n: number) => `Please validate IEEE membership for Student ${n}`;
export const studentIeeeDuplicate = (n: number) =>
  `Duplicate IEEE Member Number found for Student ${n}. Each IEEE number must be unique.`;

// Uploads
export const ONLY_PDF = 'Only PDF files are allowed!';
export const FILE_TOO_LARGE = `Each file must be ${MAX_UPLOAD_MB} MB or smaller.`;

// Submission
export const TOTAL_AMOUNT_INVALID = 'The total amount is missing or invalid.';
export const CLIENT_REQUEST_ID_INVALID = 'The request identifier is invalid. Please reload the page and try again.';
export const SUBMIT_FAILED = 'Failed to submit registration.';
/** "Failed to submit registration. {server error}" */
export function submitFailed(serverError?: string): string {
  const detail = serverError?.trim();
  return detail ? `${SUBMIT_FAILED} ${detail}` : SUBMIT_FAILED;
}
export const SERVER_ERROR = 'Server error. Please try again.';

// E-mail verification
export const VERIFICATION_FAILED_TITLE = 'Verification Failed';
export const VERIFICATION_FAILED = 'Sorry, the verification link is invalid or expired.';

// Payment proof
export const PAYMENT_PROOF_REQUIRED = 'Please provide both Payment Reference ID and Receipt PDF.';
export const PAYMENT_REFERENCE_TOO_LONG = 'The Payment Reference ID can be at most 100 characters.';
export const PAYMENT_UPLOADED = 'Payment details uploaded. Verification pending.';
export const PAYMENT_UPLOAD_FAILED = 'Failed to upload payment.';
/** The server's own error text when it gave one, otherwise the generic failure. */
export function paymentUploadFailure(serverError?: string): string {
  return serverError?.trim() || PAYMENT_UPLOAD_FAILED;
}
export const PAYMENT_UPLOAD_ERROR = 'Error uploading payment details.';

// Administrator page
export const VERIFY_PAYMENT_FAILED = '❌ Failed to verify payment';
export const ADMIN_LOADING = 'Loading...';
export const ADMIN_LOAD_FAILED = 'Error fetching registration';
export const REJECTION_REASON_REQUIRED = 'Please give the reason for rejecting this proof.';
export const REJECTION_REASON_TOO_LONG = 'Please keep the reason under 500 characters.';
export const MAX_REJECTION_REASON = 500;

// Status checker
export const STATUS_ID_REQUIRED = 'Please enter a registration ID';
export const STATUS_ID_UNKNOWN = 'Please enter a valid registration ID';
export const STATUS_NO_DATA = 'No registration data found.';
export const EMAIL_NOT_VERIFIED = 'Email not verified yet. Refresh once verified.';
export const PAYMENT_NOT_VERIFIED = 'Payment not verified yet. Refresh once verified.';
export const PAYMENT_UNDER_VERIFICATION = 'Payment is Under Verification';

// Lifecycle refusals
export const VERIFY_EMAIL_BEFORE_UPLOAD = 'Please verify your email address before uploading payment proof.';
export const PAYMENT_ALREADY_VERIFIED = 'Payment is already verified.';
export const UNDO_TOO_LATE = `A payment verification can be undone only within ${UNDO_WINDOW_MINUTES} minutes of making it.`;
export const EMAIL_ALREADY_VERIFIED = 'Your e-mail address is already verified.';
export const ALREADY_REGISTERED =
  'A registration with this e-mail address already exists. Please check its status instead.';
export const NO_PAYMENT_PROOF = 'No payment proof has been uploaded yet.';
export const UNDO_BEFORE_REJECT = 'Payment is already verified. Undo the verification before rejecting the proof.';
export const NOTHING_TO_UNDO = 'Payment has not been verified, so there is nothing to undo.';

// General
export const NOT_FOUND = 'Page not found';
export const VALIDATING = 'Validating...';
