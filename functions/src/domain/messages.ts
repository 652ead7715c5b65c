import {
  MAILS_PER_RECIPIENT_PER_DAY,
  MAX_STATEMENT_UNPACKED_MB,
  MAX_SPONSOR_RATE_CODES_AT_ONCE,
  MAX_UPLOAD_MB,
  PROOF_UPLOADS_PER_HOUR,
  UNDO_WINDOW_MINUTES,
  VERIFICATION_MAILS_PER_HOUR,
} from './limits';
import { PAPER_ID_RULE } from './paper-id';
import { MAX_GROUP_STUDENTS, MAX_PAPERS } from './tiers';
import { listed } from './certificate';
import { CONFERENCE } from './conference';
import { CERTIFICATES_OPEN_ON, formatCalendarDay, VENUE_ZONE_NAME } from './venue-time';

// Every sentence a registrant reads, the API's answers, and what the administrators' record page
// and the console's frame show; what administrators read only on the console's tools and in the
// record page's dialogs is in admin-messages.ts, off the registrants' first script. Texts the
// specification quotes are kept word for word, including their missing full stops; the others
// are ours and say what to do next.

// Participant step
export const PARTICIPANT_REQUIRED = 'Please fill all required fields in Participant Details.';
export const EMAIL_MISMATCH = 'Email addresses do not match.';
export const EMAIL_INVALID = 'Please enter a valid email address.';
export const FIELD_TOO_LONG = 'One of your entries is too long. Please shorten it.';
export const CERTIFICATE_TYPE = 'The IEEE certificate must be a PDF, PNG or JPEG file.';
export const NOT_PRINTABLE =
  'Please write this in English letters (Hindi and Kannada letters may be used too): our receipts, tax invoices and badges cannot print other scripts or emoji.';
export const documentUnprintable = (detail: string) =>
  `This document cannot be printed: ${detail.charAt(0).toLowerCase()}${detail.slice(1)}. Please write to the registration team, who can correct the details.`;
export const TEXT_BROKEN = 'The request holds text that is not valid (a broken character). Please type it again.';
export const PLAIN_TEXT_ONLY =
  'Please use plain text: line breaks and the characters < and > are not allowed in your details.';
export const NAME_NO_LINKS =
  'Names and organisations cannot contain web addresses, e-mail addresses or links. Please enter the name alone.';
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
export const PAPER_ID_FORMAT = `Please enter the Paper ID alone, as the paper submission system shows it, e.g. ${PAPER_ID_RULE.example}.`;

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

/** A chosen receipt that is not a PDF: what was chosen, and what is needed. */
export const receiptNotPdf = (chosen: string) =>
  `${chosen} is not a PDF. The receipt must be the PDF file the bank’s page lets you download after paying.`;
/** A receipt named as a PDF whose bytes the server found are not one (the spec's ONLY_PDF, said of it). */
export const receiptNamedPdf = (chosen: string) =>
  `${chosen} is named like a PDF but is not one. The receipt must be the PDF file the bank’s page lets you download after paying.`;
/** A chosen receipt over the size limit. */
export const receiptTooLarge = (chosen: string, megabytes: string) =>
  `${chosen} is ${megabytes} MB. The receipt must be a PDF file of at most ${MAX_UPLOAD_MB} MB.`;

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
export const BALANCE_RECEIVED_INVALID = 'Please enter the amount received as a whole number of rupees, more than 0.';
export const balanceReceivedNotShort = (due: string) =>
  `The amount received must be less than the ${due} due. If all of it was paid, verify the payment instead.`;
export const DATA_LINK_INVALID =
  'This link has expired or is not valid. Ask for a new one on the registration status page.';
export const REGISTRANT_LINK_NEEDED =
  'This opens only from the link we e-mail to the registration’s address. Ask for the link on the registration status page.';
export const ERASURE_REASON_TOO_LONG = 'Please keep the reason under 500 characters.';

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
export const NOTHING_TO_WITHDRAW = 'Payment has not been verified, so there is no verification to withdraw.';
export const VERIFICATION_ALREADY_WITHDRAWN = 'This verification was already withdrawn.';

// General
export const NOT_FOUND = 'Page not found';
export const VALIDATING = 'Validating...';
// A registration page's checks arrive after its form (the site loads them on first need); when they
// cannot, the press that needed them says so rather than waiting for ever. Some browsers keep a
// failed module until the page is loaded again (lib/load-once.ts), so a second failure needs the
// reload; the wizard keeps what was typed across one, and says so.
export const FORM_CHECKS_NOT_LOADED =
  'Part of this page could not be loaded, so nothing was sent. Please check your connection and try again; if it fails again, reload the page.';
// An administrator's dialog loaded on first use (decision 34), which did not arrive though tried
// twice: an older Chromium keeps a failed module until the page is loaded again (lib/load-once.ts).
export const DIALOG_NOT_LOADED =
  'This part of the page could not be loaded. Please check your connection and reload the page.';

// What the API answers when a request cannot be served as sent (shown as they are by the site).
export const NO_SUCH_MAIL = 'No mail has this ID.';
export const NO_SUCH_PROBE = 'No probe has this ID.';
export const MAIL_NOT_FAILED = 'Only a mail whose delivery failed can be sent again.';
/**
 * An administrative call that got no answer (the connection down, or the answer lost on the way
 * back): the server may or may not have done it, so the page is to be reloaded before trying again.
 */
export const ADMIN_NO_ANSWER =
  'No answer from the server: check your connection. It may or may not have been done: reload the page to see, then try again if needed.';
export const ADMIN_SIGN_IN_REQUIRED = 'Please sign in as an administrator.';
export const ADMIN_SESSION_EXPIRED = 'Your sign-in has expired. Please sign in again.';
// A staff sign-in the server has ended (domain/staff-sessions.ts): the sign-in form shows why.
export const ADMIN_SESSION_TOO_OLD = 'Your sign-in is more than 12 hours old. Please sign in again.';
export const ADMIN_SESSION_IDLE =
  'You were signed out after 30 minutes without using the administration. Please sign in again.';
export const ADMIN_RECENT_SIGN_IN_REQUIRED =
  'This step needs a sign-in made in the last 5 minutes. Please sign in again, then repeat it.';
export const CHECK_IN_SESSION_OVER = 'A sign-in at the desk lasts the day it was made on. Please sign in again.';
export const NOT_AN_ADMINISTRATOR = 'This account is not an administrator.';
export const ADMIN_SECOND_FACTOR_REQUIRED =
  'Administrators sign in with a password and a code sent to their phone. Please sign out and sign in again; if no code is asked for, ask the organiser who manages administrators to enrol your phone.';
export const STATEMENT_EMPTY = 'The statement has no lines.';
export const STATEMENT_NOT_CSV = 'The statement could not be read as CSV. Export it from the bank page as CSV.';
export const STATEMENT_NOT_XLSX =
  'The statement is named as an Excel file but could not be read as one (.xlsx): it may be damaged, or another kind of file renamed. Export it from the bank page again as Excel (.xlsx) or CSV.';
export const STATEMENT_OLD_EXCEL =
  'Old Excel files (.xls, Excel 97-2003) cannot be read. Open the file in Excel and save it as Excel Workbook (.xlsx), or export the report from the bank page as CSV.';
export const STATEMENT_WORKBOOK_TOO_LARGE = `The workbook holds more than ${MAX_STATEMENT_UNPACKED_MB} MB of sheets once unpacked. Export a shorter period, or the report as CSV.`;
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.';
export const REGISTRATION_DATA_MISSING = 'The registration data is missing.';
export const REGISTRATION_DATA_NOT_JSON = 'The registration data is not valid JSON.';
export const REGISTRATION_DATA_NOT_OBJECT = 'The registration data must be a JSON object of the form’s fields.';
export const REGISTRATION_NOT_FOUND = 'No registration has this ID.';
export const NOT_AWAITING_PAYMENT = 'Not awaiting payment.';
export const ALREADY_REMINDED_TODAY = 'Already reminded today.';
export const PROOF_ALREADY_REJECTED = 'This proof was already rejected.';
export const NO_SUCH_FILE = 'No such file.';
export const PREVIEW_LINK_INVALID =
  'This link to a file is invalid or has expired. Open the file again from the registration page.';
export const ACKNOWLEDGEMENT_NOT_YET = 'The acknowledgement is available once your payment has been verified.';
export const FORM_NOT_MULTIPART = 'Send this form as multipart/form-data.';
export const BODY_NOT_JSON = 'Send this request as application/json.';
export const FORM_EMPTY = 'The form arrived empty.';
export const FORM_NO_BOUNDARY = 'The form could not be read: its boundary is missing.';
export const FORM_TOO_MANY_FILES = 'Too many files in one form.';
export const FILE_WITHOUT_NAME = 'A file was sent without its name: please choose it again.';
export const formUnexpectedFile = (field: string) =>
  `The form holds a file this request does not take (“${field.slice(0, 60)}”).`;
export const formPartTwice = (name: string) =>
  `The form sends “${name.slice(0, 60)}” more than once: each field and file is sent once.`;
export const FORM_TOO_MANY_FIELDS = 'Too many fields in one form.';
export const FORM_TOO_MANY_PARTS = 'Too many parts in one form.';
export const FORM_MALFORMED = 'The form could not be read: it was cut short or malformed.';
export const FILE_NAME_REFUSED = 'File names may not contain folders or control characters. Please rename the file.';
export const CROSS_SITE_REFUSED = 'Requests from other sites are not accepted.';
export const JSON_OBJECT_REQUIRED = 'The request body must be a JSON object.';
export const REQUEST_NOT_VALID = 'The request is not valid.';
export const fieldTooLong = (name: string) => `The field "${name}" is too long.`;
export const SAVED_AT_THE_SAME_MOMENT =
  'Another upload for this registration was saved at the same moment. Please check the status and try again if needed.';
export const API_NOT_FOUND = 'Not found.';
export const METHOD_NOT_ALLOWED = 'Method not allowed.';
export const API_SERVER_ERROR = 'Something went wrong on our side. Please try again.';

// Administrators' tools.
export const MAX_BULK_SELECTION = 200;
export const SELECT_REGISTRATIONS = 'Select at least one registration.';
export const SELECT_AT_MOST = `Select at most ${MAX_BULK_SELECTION} registrations at a time.`;
export const PASTE_PAPER_IDS = 'Paste the accepted paper IDs.';
export const PAPER_LIST_TOO_LONG = 'The list is too long.';
export const SEARCH_TOO_LONG = 'The search is too long.';
export const STATE_FOR_INVOICE =
  'Please enter your state on the Participant Details step, as the GST list spells it (for example Karnataka): a tax invoice of ₹50,000 or more must name it.';
export const PAYMENT_REFERENCE_PLAIN =
  'Please enter the payment reference as the bank gives it: letters, digits and punctuation on one line.';
export const acceptedAuthorWithoutPaper = (email: string) =>
  `${email} comes before any paper ID: write each paper's ID first, then its authors' e-mail addresses.`;
export const acceptedAuthorInvalid = (word: string) => `${word} is not an e-mail address.`;

// A failed mail sent again, from the record page or the dashboard's Mail section.
export const mailSentAgain = (subject: string) => `“${subject}” is being sent again.`;

// Caps on what one registration or one address can be sent or can send, so the public forms
// cannot flood an inbox (docs/api.md, "For everyone").
const inMinutes = (minutes: number) => (minutes <= 1 ? 'in a minute' : `in ${minutes} minutes`);
export const verificationMailsCapped = (minutes: number) =>
  `We have already sent ${VERIFICATION_MAILS_PER_HOUR} verification e-mails in the last hour. Please check your inbox and spam folder, or ask for a new link ${inMinutes(minutes)}.`;
export const RECIPIENT_MAILS_CAPPED = `This e-mail address has been sent ${MAILS_PER_RECIPIENT_PER_DAY} e-mails today, the most we send in a day. Please try again tomorrow.`;
export const proofUploadsCapped = (minutes: number) =>
  `${PROOF_UPLOADS_PER_HOUR} payment proofs were uploaded for this registration in the last hour. Please try again ${inMinutes(minutes)}.`;

// App Check (docs/api.md): a call that changes state or spends money came without a valid token.
export const APP_CHECK_REFUSED = 'Your browser could not be verified. Please reload the page and try again.';

// What the API answers when a body cannot be read as sent (http/body-errors.ts, docs/api.md).
/** No JSON call needs more: the longest, 100,000 characters of accepted paper IDs, stays below it. */
export const MAX_JSON_BODY_KB = 256;
export const BODY_NOT_VALID_JSON = 'The request body is not valid JSON.';
export const JSON_BODY_TOO_LARGE = `The request body must be ${MAX_JSON_BODY_KB} KB or smaller.`;
export const REQUEST_TOO_LARGE = 'The request is too large.';
export const BODY_CHARSET_UNSUPPORTED = 'Send the request body in UTF-8.';
export const BODY_ENCODING_UNSUPPORTED = 'Send the request body without compression.';
export const BODY_INCOMPLETE = 'The request body arrived incomplete.';
export const REQUEST_UNREADABLE = 'The request could not be read.';

// Uploaded files whose bytes do not hold what they claim (docs/api.md, "Files").
export const PDF_UNREADABLE =
  'This PDF could not be opened: it may be damaged or cut short. Please save it again as a new PDF and upload that file.';

// A delivered verification mail keeps no working link in our records.
export const PASS_LINK_REMOVED_AFTER_DELIVERY =
  '(This pass link was removed from our records once the e-mail was delivered. Use the link in your inbox; the payment acknowledgement on the status page carries your pass too.)';

export const LINK_REMOVED_AFTER_DELIVERY =
  '(This link was removed from our records once the e-mail was delivered. Use the link in your inbox, or ask for a new one on the status page.)';

// Each paper is registered (and charged) once.
export const paperIdRepeated = (paper: number, earlier: number) =>
  `Paper ${paper} has the same ID as Paper ${earlier}. Please enter each paper's own ID.`;

// The wizard shows every problem of a step at once: the spec's message above, and beside each
// field what is wrong with it.
export const FIELD_REQUIRED = 'Please fill in this field.';
export const CHOICE_REQUIRED = 'Please choose one of the options.';
export const MOBILE_INVALID_INDIA =
  'Please enter a 10-digit mobile number, e.g. 98765 43210, or the number in international format with country code.';

// A way forward from an IEEE number that is not an active membership, so the spec's message does
// not leave the registrant stuck.
export const IEEE_INACTIVE_NEXT_STEP =
  'Check the number on your IEEE membership card, or register at the non-IEEE rate.';
export const studentIeeeInactive = (n: number) =>
  `IEEE number not found or inactive for Student ${n}. Check it, or untick "Student ${n} is an IEEE member" to register the student at the non-IEEE rate.`;
// IEEE's service down for a student: the spec's message, then the three ways on. With the
// student's certificate the group registers at the IEEE rate for that student, and an
// administrator checks the membership before verifying the payment, as for a registrant's own.
export const studentIeeeUnavailable = (n: number) =>
  `${IEEE_UNAVAILABLE} Press Validate again in a while, or attach Student ${n}'s IEEE certificate below to register the student at the IEEE rate now: an administrator will check the membership before verifying your payment. Or untick "Student ${n} is an IEEE member" for the non-IEEE rate.`;
/** The student's hint once the certificate is attached to a number IEEE could not check. */
export const studentIeeeToBeChecked = (n: number) =>
  `IEEE could not be reached: Student ${n} is registered at the IEEE rate, and an administrator will check the certificate before verifying your payment.`;
/** The summary's note for the students whose membership is to be checked (numbers from 1). */
export const studentsIeeeToBeCheckedNote = (ns: readonly number[]) =>
  `IEEE could not be reached to check the membership of ${ns.length === 1 ? 'Student' : 'Students'} ${listed(ns.map(String))}. An administrator will check ${ns.length === 1 ? 'the certificate' : 'their certificates'} before verifying your payment; the amount below is the IEEE rate for ${ns.length === 1 ? 'the student' : 'them'}, and you will be told if it changes.`;
/** The API's refusal when IEEE cannot check a student's number and no certificate came with it. */
export const studentIeeeUnavailableContinue = (n: number) =>
  `We could not reach IEEE to check the membership of Student ${n}. Please try again later, or attach Student ${n}'s IEEE membership certificate to continue: an administrator will check it before verifying your payment.`;

// Firestore gave up on a transaction under contention: nothing was changed.
export const SERVER_BUSY =
  'Others are changing this registration at the same moment. Nothing was changed: please try again.';

// The registration window (docs/api.md, "The registration window"): days at the venue, inclusive.
const conferenceTitle = CONFERENCE.shortTitle;
export const REGISTRATION_NOT_YET_OPEN = `Registration for ${conferenceTitle} opens on ${formatCalendarDay(CONFERENCE.registrationOpensOn)}. Please come back then.`;
export const REGISTRATION_CLOSED = `Registration for ${conferenceTitle} closed at the end of ${formatCalendarDay(CONFERENCE.registrationClosesOn)} (${VENUE_ZONE_NAME}). New registrations are no longer accepted.`;
export const PAYMENTS_CLOSED = `Payment proofs for ${conferenceTitle} were accepted until the end of ${formatCalendarDay(CONFERENCE.paymentDeadline)} (${VENUE_ZONE_NAME}). Please contact the organisers about your payment.`;

/** Shown where prices or a form depend on the date until the server's time is known. */
export const CHECKING_REGISTRATION_DATES = 'Checking registration dates…';

// Only the local suite reads X-Suite-Now (functions/src/clock.ts).
export const SUITE_NOW_INVALID = 'X-Suite-Now must be an ISO instant with a zone, e.g. 2025-10-15T10:00:00+05:30.';

// IEEE's service unreachable: the registrant may go on with the certificate, and
// an administrator checks the membership before verifying the payment.
export const IEEE_UNAVAILABLE_CONTINUE =
  'We could not reach IEEE to check your membership. Please try again later, or upload your IEEE membership certificate to continue: an administrator will check your membership before verifying your payment.';
export const IEEE_CHECK_BEFORE_VERIFYING =
  "Check this registrant's IEEE membership first: confirm it, or move the registration to the non-IEEE rate. The amount due depends on it.";
/** Verify refused (the record page says it beside the button too): the amount due rose after the proof was sent (domain/balance.ts, dueRoseSinceProof). */
export const proofBeforeAmountRose = (then: string, now: string, rest: string) =>
  `This proof was sent when ${then} was due, and ${now} is due now: the payment cannot be verified on it. Reject it counting ${then} received to ask the registrant for the ${rest} balance, or wait for the proof of the difference, which the registrant was asked for.`;
export const IEEE_MEMBERSHIP_ALREADY_DECIDED = 'The IEEE membership of this registration has already been checked.';
export const IEEE_DECISION_NOT_A_GROUP =
  'This registration is not a student group: its own IEEE membership is decided, without a student.';
export const ieeeStudentAlreadyDecided = (n: number) =>
  `The IEEE membership of Student ${n} has already been checked, or did not need to be.`;
export const IEEE_UNAVAILABLE_NEXT_STEP =
  'Or attach your IEEE membership certificate below and press Next: you can register now, and an administrator will check your membership before verifying your payment.';
/** The status page's payment step while an administrator has still to check a membership. */
export const IEEE_MEMBERSHIP_BEING_CHECKED =
  'IEEE could not be reached to check the IEEE membership given with this registration, so an administrator checks the membership certificate before verifying your payment. The amount is the IEEE rate; you will be e-mailed if it changes.';
export const IEEE_TO_BE_CHECKED_NOTE =
  'IEEE could not be reached to check your membership. An administrator will check your certificate before verifying your payment; the amount below is the IEEE rate, and you will be told if it changes.';

// Entry passes and check-in at the conference (docs/api.md, "Entry passes and check-in").
export const PASS_CODE_MALFORMED = 'This is not a pass code. Please check the link in your e-mail.';
export const PASS_NOT_FOUND =
  'No valid pass has this code. It may have been replaced (please use the link in the latest e-mail that sent you your entry pass), or its registration cancelled.';
export const CHECK_IN_SIGN_IN_REQUIRED = 'Please sign in as check-in staff or as an administrator.';
export const NOT_CHECK_IN_STAFF = 'This account may not check people in.';
export const CHECK_IN_TARGET_REQUIRED =
  'Give either a pass code, or a registration ID (with the person, for a student of a group).';
export const CHECK_IN_PERSON_UNKNOWN = 'This registration has no such person.';
export const MAX_DESK_LENGTH = 40;
export const CHECK_IN_DESK_INVALID = `The desk is a short name, at most ${MAX_DESK_LENGTH} characters of plain text.`;
export const CHECK_IN_SEARCH_TOO_SHORT = 'Type at least 2 characters of a name, or a registration ID or pass code.';
export const CHECK_IN_UNDO_INVALID =
  'Give the registration ID, the day (YYYY-MM-DD) and, for a student of a group, the person whose check-in to undo.';
export const NOT_CHECKED_IN = 'This person is not checked in on that day: there is no check-in to undo.';
// Counted per desk account, so a desk cannot list the registrations one start of a name at a time.
export const DESK_SEARCHES_CAPPED =
  'This account has searched too often in the last minute. Please wait a minute, or scan the pass instead.';
export const CHECK_IN_CLOSED = `Check-in is open only on the days of ${conferenceTitle}, ${formatCalendarDay(CONFERENCE.startDate)} to ${formatCalendarDay(CONFERENCE.endDate)} (${VENUE_ZONE_NAME}).`;

// Badges and certificates of participation (docs/administration.md).
export const MAX_BADGE_SELECTION = 500;
export const BADGE_IDS_INVALID =
  'Give the registrations as a list of registration IDs, or none for every verified one.';
export const BADGES_TOO_MANY = `Select at most ${MAX_BADGE_SELECTION} registrations for one PDF of badges.`;
export const NO_BADGES = 'No registration has a verified payment yet: there are no badges to print.';
export const badgesNotFound = (ids: readonly string[]) => `No registration has the ID ${ids.join(', ')}.`;
export const badgesNotVerified = (ids: readonly string[]) =>
  `Badges are printed only for registrations whose payment is verified. Not verified: ${ids.join(', ')}.`;
export const namesUnprintable = (items: readonly { registrationId: string; characters: readonly string[] }[]) =>
  `Some names or organisations have characters no font of the PDF can print: ${items
    .map((item) => `${item.registrationId} (${item.characters.join(' ')})`)
    .join(', ')}. Please correct them, or leave these registrations out.`;
export const CERTIFICATES_NOT_YET = `Certificates of participation can be sent from ${formatCalendarDay(CERTIFICATES_OPEN_ON)}, after the conference.`;
export const CERTIFICATE_NOT_YET = `Certificates of participation are available from ${formatCalendarDay(CERTIFICATES_OPEN_ON)}, after the conference.`;
export const CERTIFICATE_NOT_CHECKED_IN =
  'This person was not checked in at the conference: certificates of participation are for those who attended.';
/** A tax invoice asked for before the payment it invoices is verified. */
export const INVOICE_NOT_VERIFIED = 'A tax invoice is issued once the payment has been verified.';

/** A verified payment whose tax invoice the conference has not issued yet. */
export const INVOICE_NOT_ISSUED =
  'The tax invoice for this registration has not been issued yet. Please check again later, or write to the registration team.';

/** The accounts' period, when it is neither a financial year nor a month. */
export const ACCOUNTS_PERIOD_INVALID =
  'Choose a financial year (such as 2025 for April 2025 to March 2026) or a month (such as 2025-10).';

/** To an administrator: a credit note that CGST Act s. 34(2) no longer allows, so nothing was changed. */
export const creditNoteTooLate = (invoiceNumber: string, lastDay: string) =>
  `Nothing was changed: this would issue a credit note against tax invoice ${invoiceNumber}, and the CGST Act (s. 34(2)) allows those only until ${lastDay}. Ask the accounts section how to settle it: a refund can still be paid, without reducing the tax invoiced.`;

/** E-invoices, when the edition's host is below e-invoicing's threshold (eInvoicing: false). */
export const E_INVOICING_OFF =
  "This edition's invoices are not reported to the Invoice Registration Portal (its invoicing details say the host institute does not have to e-invoice), so there are no e-invoices to prepare.";

/** An IRP answer or a request naming a document number we never issued. */
export const eInvoiceDocumentUnknown = (number: string) =>
  `No tax invoice or credit note numbered ${number} was issued here.`;

/** A B2C document: the IRP takes only those to registered buyers. */
export const eInvoiceNotB2b = (number: string) =>
  `${number} is a B2C supply: only B2B, SEZ and export invoices and credit notes are reported to the Invoice Registration Portal.`;

/** Documents whose e-invoice would not pass the portal's rules, each named with what is wrong. */
export const eInvoiceProblemsFound = (problems: readonly string[]) =>
  `Nothing was prepared: the portal would refuse ${problems.length === 1 ? 'this document' : 'these documents'}. ${problems.join(' ')}`;

/** A document already registered under another IRN. */
export const eInvoiceAlreadyRegistered = (number: string, irn: string) =>
  `${number} is already registered under IRN ${irn}: the portal gives one IRN per document. Nothing was changed.`;

/**
 * A portal's answer whose IRN or acknowledgement number another of our documents already holds:
 * the portal gives each document its own, so the answer was pasted for the wrong one.
 */
export const eInvoiceAnswerOfAnother = (
  number: string,
  what: 'IRN' | 'acknowledgement number',
  value: string,
  other: string,
) =>
  `This answer cannot be ${number}'s: its ${what} ${value} is already that of ${other}, and the portal gives each document its own. Nothing was changed.`;

/** The import's body, when it holds no answer. */
export const E_INVOICE_NUMBER_INVALID =
  'A document number is 1 to 16 letters, digits, "/" and "-", as printed on the invoice or credit note.';
export const E_INVOICE_ANSWER_REQUIRED =
  "Paste the portal's answer for one document: the JSON with its Irn, AckNo, AckDt and SignedQRCode.";

/** An operator's hold or release naming something that is neither a registration nor a sponsor. */
export const legalHoldOwnerInvalid = (id: string) =>
  `${id} is neither a registration ID nor a sponsor's ID (SP-…): a legal hold is placed on one of them.`;

/** A release of a hold that is not there. */
export const legalHoldNotFound = (id: string) => `${id} is under no legal hold: nothing was released.`;

/** An erasure asked for while the records are under a legal hold. */
export const legalHoldKeepsRegistration = (id: string, reason: string) =>
  `${id} is under a legal hold (${reason}): it is kept, and erased only once the hold is released.`;

/** GSTR-1's period, when it is neither a month nor a quarter of a financial year. */
export const RETURN_PERIOD_INVALID =
  'Choose a month (such as 2025-10) or a quarter of a financial year (such as 2025-Q3 for October to December 2025).';

/** The accounts' CSV names the register it is of. */
export const ACCOUNTS_REGISTER_INVALID = 'Choose the register to export: invoices, credit-notes or refunds.';

/** To an administrator: what the edition still lacks before a tax invoice can be issued. */
export const invoicingIncomplete = (missing: readonly string[]) =>
  `Tax invoices cannot be issued yet: the edition does not give ${listed(missing)}. Ask whoever maintains the site to add ${missing.length === 1 ? 'it' : 'them'} to this edition's invoicing details and publish the site again.`;
/** To an administrator of a real project whose edition still names the local suite's fictional supplier. */
export const INVOICING_DEMO_SUPPLIER =
  "Tax invoices cannot be issued: this edition's invoicing details are still the example supplier's, meant only for a test site. Ask whoever maintains the site to put in the host institute's name, address, GSTIN and signatory, and publish the site again.";
/** To a registrant: the certificate exists in principle, its signatures do not yet. */
export const CERTIFICATE_NOT_READY =
  'Your certificate of participation is not ready yet: the organisers are still completing it. Please come back to this page later.';
export const CERTIFICATE_CODE_MALFORMED =
  'A certificate number is four groups of four letters and digits, such as 7K2M-Q9XD-4HRT-B3CA.';
export const CERTIFICATE_UNKNOWN =
  'No certificate of participation has this number. Check it against the certificate: letters and digits, in four groups of four.';
export const CERTIFICATE_CHECK_UNREACHABLE =
  'The certificate could not be checked: the site did not answer. Please check your connection and try again.';
export const CERTIFICATE_PERSON_INVALID = 'The person is "registrant" or "student-n" (the n-th student of a group).';

// Billing details: a registrant whose institution pays has the tax invoice made out to it
// (domain/billing.ts); its GSTIN, when it has one, makes the invoice B2B.
export const BILLING_NAME_REQUIRED = 'Please enter the name of the institution to invoice.';
export const BILLING_ADDRESS_REQUIRED = "Please enter the institution's billing address.";
export const BILLING_STATE_REQUIRED = 'Please choose the state or union territory of the billing address.';
export const BILLING_PIN_REQUIRED =
  "Please include the address's six-digit PIN code: an invoice to a GSTIN is reported to the GST portal with it.";
export const BILLING_COUNTRY_REQUIRED = 'Please choose the country of the billing address.';
export const GSTIN_NOT_ABROAD =
  'A GSTIN is an Indian GST registration: an institution outside India has none. Please leave it empty.';
export const SEZ_GSTIN_REQUIRED =
  'An SEZ unit or developer is registered for GST: please give its GSTIN, so the invoice can be zero-rated.';
export const SEZ_NOT_ABROAD =
  'An SEZ unit or developer is in India: please choose its state, or untick "SEZ unit or developer".';
export const GSTIN_FORMAT =
  'A GSTIN has 15 characters: the 2-digit state code, the 10-character PAN, one more digit or letter, Z and a check character. Please copy it from the GST registration certificate.';
export const GSTIN_STATE_UNKNOWN =
  'This GSTIN does not begin with the code of an Indian state or union territory. Please check its first two digits.';
export const GSTIN_CHECK_FAILED =
  'This GSTIN does not add up: one of its characters is probably mistyped. Please copy it from the GST registration certificate.';
/** The GSTIN is registered in one state and the billing address chosen in another. */
export const gstinStateMismatch = (gstinState: string, chosenState: string) =>
  `This GSTIN is registered in ${gstinState}, not ${chosenState}. Please choose the state the GSTIN is registered in, or check the GSTIN.`;
export const BILLING_BODY_INVALID =
  'Send the billing details as {"billing": {name, address, stateCode, gstin, country, sez}}, or {"billing": null} to remove them.';
// An administrator's correction of how a registration names its registrant (domain/api/registrant-name.ts).
export const NAME_FIELDS_REQUIRED = 'Please fill in the title, first name, last name and organization.';
export const NAME_UNCHANGED = 'The registration already names its registrant so: nothing was changed.';
export const NAME_NOT_A_GROUP =
  'This registration is not a student group: it has no institute or students whose names could be corrected.';
export const studentNamesCount = (n: number) =>
  `This group has ${n} students: give the name of each of them, in the order the registration lists them.`;

export const BILLING_AFTER_INVOICE =
  'The tax invoice for this registration has already been issued, so its billing details can no longer be changed. If they are wrong, please write to the registration team.';

// Cancellations and refunds (services/cancellations.ts).
export const CANCELLATION_REASON_MISSING = 'Please say why you are cancelling.';
export const CANCELLATION_REASON_TOO_LONG = 'Please say why you are cancelling in at most 500 characters.';
export const CANCELLATION_PENDING = 'Your request to cancel is already with the organisers.';
export const REGISTRATION_CANCELLED = 'This registration is cancelled.';
// A request an administrator records for a registrant who asked the organisers (by mail, in person).
export const ON_BEHALF_REASON_TOO_LONG = "Please give the registrant's reason in at most 500 characters.";
export const ON_BEHALF_PENDING =
  'This registration already has a request to cancel: approve or decline it under Cancellation.';

/**
 * Said where an administrator may take back a payment verification while the registrant's request
 * to cancel waits: the approval then finds nothing paid, and refunds nothing.
 */
export const PENDING_CANCELLATION_UNPAID =
  'This registration has a request to cancel waiting for a decision: with its payment no longer verified, approving the request closes the registration without a refund.';
export const NO_CANCELLATION_TO_DECIDE = 'There is no request to cancel to decide.';
export const CANCELLATION_BODY_INVALID =
  'Send the decision as {"decision": "approve" or "decline", "note", "refund": {amountPaise, reason, bankReference, date}}.';
export const REFUND_REQUIRED = 'This registration was paid: say what is refunded, ₹0.00 if nothing.';
export const REFUND_NOT_PAID = 'This registration was not paid, so nothing is refunded.';
export const REFUND_ON_DECLINE = 'A declined request refunds nothing.';
export const refundAbovePaid = (paid: string) => `A refund cannot exceed the ₹${paid} paid.`;
export const refundDiffersFromPolicy = (due: string) => `Say why the refund differs from the policy's ₹${due}.`;
export const REFUND_WITHOUT_POLICY = 'Say why this amount is refunded: the edition has no refund policy.';
export const REFUND_BANK_DETAILS_MISSING = 'Give the bank reference and the date of the refund.';
export const REFUND_DATE_AHEAD = 'The date of the refund cannot be after today.';
export const CREDIT_NOTE_NONE = 'No credit note has been issued for this registration.';
export const REFUND_AMOUNT_INVALID = 'The refund is an amount in rupees and paise, ₹0.00 or more.';
export const REFUND_REASON_TOO_LONG = 'The reason for the refund is too long: 500 characters at most.';
export const BANK_REFERENCE_TOO_LONG = 'The bank reference is too long: 64 characters at most.';
export const REFUND_DATE_INVALID = 'The date of the refund is a calendar day.';
export const NOTE_TOO_LONG = 'The note is too long: 500 characters at most.';
export const CREDIT_NOTE_NONE_NUMBERED = 'This registration has no credit note of that number.';
export const INVOICE_NONE_NUMBERED = 'This registration has no tax invoice of that number.';
export const INVOICE_AWAITS_IRN =
  'Your tax invoice is being registered on the GST invoice registration portal, as the law requires for a GST-registered buyer: we e-mail it to you once it is.';
export const CREDIT_NOTE_AWAITS_IRN =
  'Your credit note is being registered on the GST invoice registration portal, as the law requires for a GST-registered buyer: we e-mail it to you once it is.';

// Correcting an issued invoice's recipient (services/invoices.ts, correctInvoiceRecipient): a credit
// note cancels it in full and a new invoice names the corrected recipient.
export const INVOICE_CORRECTION_NONE =
  'This registration has no tax invoice to correct: an invoice is issued when its payment is verified, and until then the registrant can change the billing details on the status page.';
export const INVOICE_CORRECTION_SAME =
  'The tax invoice already names these details: change what is wrong before issuing a corrected one.';
/** Two corrections at once, or a correction after an undo: the invoice seen is no longer the current one. */
export const invoiceCorrectionStale = (seen: string, current: string | null) =>
  `Tax invoice ${seen} is no longer this registration's current invoice${current ? ` (it is ${current})` : ''}: it was corrected or cancelled meanwhile, and nothing was changed. Please reload the page to see where it stands.`;
export const INVOICE_CORRECTION_STATE_NEEDED =
  'The invoice cannot be made out to the registrant: a tax invoice of ₹50,000 or more must name a state in India, and the registration gives none. Give the institution’s billing details instead.';

// Sponsors (services/sponsors.ts): an administrator records a sponsor, its payment and its invoice.
export const SPONSOR_BODY_INVALID =
  'Send the sponsor as {"organisation": {name, address, stateCode, gstin}, "level", "contact": {name, email, phone}}.';
export const SPONSOR_NOT_FOUND = 'No sponsor has this ID.';
export const SPONSOR_PAYMENT_BODY_INVALID =
  'Send the payment as {"reference", "date"}: the bank reference and the day it was received.';
export const SPONSOR_PAYMENT_ALREADY_VERIFIED = "This sponsor's payment is already verified.";
export const SPONSOR_PAYMENT_NOT_VERIFIED = "The sponsor's payment must be verified before its tax invoice is issued.";
export const SPONSOR_INVOICE_NONE = 'No tax invoice has been issued to this sponsor yet.';
export const SPONSOR_NO_PAYMENT_TO_WITHDRAW = "This sponsor's payment is not verified: there is nothing to withdraw.";
export const SPONSOR_CREDIT_NOTE_NONE = "No credit note has been issued against this sponsor's invoice.";

// Sponsors' codes (services/sponsor-codes.ts): typed in the wizard, listed with their sponsor.
export const SPONSOR_CODE_FORMAT =
  "A sponsor's code has sixteen letters and digits, such as 7K3M-Q9TX-2B4R-HW8C. Please type it as the sponsor gave it to you.";
export const SPONSOR_CODE_UNKNOWN =
  "No sponsor's code matches this one. Please check it with the sponsor who gave it to you.";
export const SPONSOR_CODE_USED =
  "This sponsor's code has already been used for a registration: each code is for one person.";
export const SPONSOR_CODE_REVOKED =
  "This sponsor's code was withdrawn by the organisers. Please ask the sponsor for another.";
export const SPONSOR_CODE_NOT_YET =
  "This sponsor's code works once the organisers have received the sponsor's payment. Please try again later, or register without it.";
export const SPONSOR_CODE_TIER =
  "A sponsor's code covers one attendee: it cannot be used for an author's paper registration or a student group.";
export const SPONSOR_CODE_COUNT_INVALID = `Please enter how many codes at the sponsor rate to add, from 1 to ${MAX_SPONSOR_RATE_CODES_AT_ONCE}.`;
export const SPONSOR_CODE_NOT_FOUND = 'This sponsor has no such code.';
export const SPONSOR_CODE_IN_USE =
  'This code was used for a registration and cannot be withdrawn: cancel that registration instead.';
export const SPONSOR_RATE_NOT_SOLD =
  "This edition sets no sponsor rate for extra registrations. To offer one, ask whoever maintains the site to add it to the edition's sponsorship details.";
export const COMPLIMENTARY_NOTHING_TO_PAY = 'This registration is complimentary: there is nothing to pay.';
export const COMPLIMENTARY_NO_PAYMENT =
  'This registration is complimentary: it has no payment to undo or withdraw. Cancel it instead.';

// The registration desk's staff, given and taken their rights by an administrator (services/desk-staff.ts).
export const deskStaffIsAdministrator = (email: string) =>
  `${email} is an administrator, who can check people in already: nothing was changed.`;
export const deskStaffAlready = (email: string) => `${email} is check-in staff already: nothing was changed.`;
export const notDeskStaff = (email: string) => `${email} is not check-in staff: nothing was changed.`;
