import { describe, it, expect } from 'vitest';
import * as adminMessages from './admin-messages';
import * as messages from './messages';
import { CONFERENCE } from './conference';
import { EDITION } from './edition';
import { CERTIFICATES_OPEN_ON, formatCalendarDay } from './venue-time';

// The registration window's sentences name the edition and its days: their words are fixed here,
// the name, the days and the zone come from the edition under test (the 2025 texts, literally, in
// messages.icei-2025.test.ts).
const edition = `${EDITION.shortName} ${EDITION.year}`;
const opensOn = formatCalendarDay(CONFERENCE.registrationOpensOn);
const closesOn = formatCalendarDay(CONFERENCE.registrationClosesOn);
const paymentDeadline = formatCalendarDay(CONFERENCE.paymentDeadline);
const zone = EDITION.venue.zoneName;

// Literal copies on purpose: a reworded message must fail here, not slip through.
const quotedBySpec: Record<string, string> = {
  PARTICIPANT_REQUIRED: 'Please fill all required fields in Participant Details.',
  EMAIL_MISMATCH: 'Email addresses do not match.',
  TIER_REQUIRED: 'Please select a registration tier.',
  IEEE_NUMBER_REQUIRED: 'Please enter your IEEE Member Number.',
  IEEE_INACTIVE: 'Membership not valid or inactive.',
  IEEE_UNAVAILABLE: 'Could not validate IEEE membership. Please try again later.',
  PAPERS_MIN: 'Number of papers must be at least 1.',
  PAPER_IDS_REQUIRED: 'Please enter all Paper IDs.',
  INSTITUTE_REQUIRED: 'Please enter the Institute Name',
  STUDENTS_MIN: 'Minimum 5 students required.',
  ONLY_PDF: 'Only PDF files are allowed!',
  PAYMENT_PROOF_REQUIRED: 'Please provide both Payment Reference ID and Receipt PDF.',
  STATUS_ID_REQUIRED: 'Please enter a registration ID',
  STATUS_ID_UNKNOWN: 'Please enter a valid registration ID',
  SUBMIT_FAILED: 'Failed to submit registration.',
  SERVER_ERROR: 'Server error. Please try again.',
  VERIFICATION_FAILED_TITLE: 'Verification Failed',
  VERIFICATION_FAILED: 'Sorry, the verification link is invalid or expired.',
  PAYMENT_UPLOADED: 'Payment details uploaded. Verification pending.',
  PAYMENT_UPLOAD_FAILED: 'Failed to upload payment.',
  PAYMENT_UPLOAD_ERROR: 'Error uploading payment details.',
  VERIFY_PAYMENT_FAILED: '❌ Failed to verify payment',
  ADMIN_LOADING: 'Loading...',
  ADMIN_LOAD_FAILED: 'Error fetching registration',
  STATUS_NO_DATA: 'No registration data found.',
  EMAIL_NOT_VERIFIED: 'Email not verified yet. Refresh once verified.',
  PAYMENT_NOT_VERIFIED: 'Payment not verified yet. Refresh once verified.',
  PAYMENT_UNDER_VERIFICATION: 'Payment is Under Verification',
  NOT_FOUND: 'Page not found',
  VALIDATING: 'Validating...',
};

const ours: Record<string, string> = {
  EMAIL_INVALID: 'Please enter a valid email address.',
  FIELD_TOO_LONG: 'One of your entries is too long. Please shorten it.',
  PREVIEW_LINK_INVALID:
    'This link to a file is invalid or has expired. Open the file again from the registration page.',
  NAME_NO_LINKS:
    'Names and organisations cannot contain web addresses, e-mail addresses or links. Please enter the name alone.',
  // The example is the edition's (domain/paper-id.ts): its acronym by default.
  PAPER_ID_FORMAT: `Please enter the Paper ID alone, as the paper submission system shows it, e.g. ${EDITION.paperIds?.example ?? `${EDITION.shortName}-142`}.`,
  CERTIFICATE_TYPE: 'The IEEE certificate must be a PDF, PNG or JPEG file.',
  PLAIN_TEXT_ONLY: 'Please use plain text: line breaks and the characters < and > are not allowed in your details.',
  MOBILE_HINT: '+91 98765 43210',
  MOBILE_INVALID: 'Please enter the mobile number in international format with country code, e.g. +91 98765 43210.',
  IEEE_NUMBER_FORMAT: 'IEEE Member Numbers contain digits only.',
  PAPERS_MAX: 'Number of papers cannot be more than 10.',
  STUDENTS_MAX: 'A group registration can include at most 50 students.',
  STUDENT_COUNT_MISMATCH: 'The number of students does not match the student details entered.',
  FILE_TOO_LARGE: 'Each file must be 5 MB or smaller.',
  TOTAL_AMOUNT_INVALID: 'The total amount is missing or invalid.',
  CLIENT_REQUEST_ID_INVALID: 'The request identifier is invalid. Please reload the page and try again.',
  APP_CHECK_REFUSED: 'Your browser could not be verified. Please reload the page and try again.',
  PAYMENT_REFERENCE_TOO_LONG: 'The Payment Reference ID can be at most 100 characters.',
  VERIFY_EMAIL_BEFORE_UPLOAD: 'Please verify your email address before uploading payment proof.',
  PAYMENT_ALREADY_VERIFIED: 'Payment is already verified.',
  UNDO_TOO_LATE: 'A payment verification can be undone only within 10 minutes of making it.',
  NO_SUCH_MAIL: 'No mail has this ID.',
  NO_SUCH_PROBE: 'No probe has this ID.',
  MAIL_NOT_FAILED: 'Only a mail whose delivery failed can be sent again.',
  MAIL_PROBLEMS_NONE: 'No mail failed or got stuck in the last 24 hours.',
  ADMIN_NO_ANSWER:
    'No answer from the server: check your connection. It may or may not have been done: reload the page to see, then try again if needed.',
  ADMIN_SIGN_IN_REQUIRED: 'Please sign in as an administrator.',
  ADMIN_SESSION_EXPIRED: 'Your sign-in has expired. Please sign in again.',
  ADMIN_SESSION_TOO_OLD: 'Your sign-in is more than 12 hours old. Please sign in again.',
  ADMIN_SESSION_IDLE: 'You were signed out after 30 minutes without using the administration. Please sign in again.',
  ADMIN_RECENT_SIGN_IN_REQUIRED:
    'This step needs a sign-in made in the last 5 minutes. Please sign in again, then repeat it.',
  CHECK_IN_SESSION_OVER: 'A sign-in at the desk lasts the day it was made on. Please sign in again.',
  NOT_AN_ADMINISTRATOR: 'This account is not an administrator.',
  ADMIN_SECOND_FACTOR_REQUIRED:
    'Administrators sign in with a password and a code sent to their phone. Please sign out and sign in again; if no code is asked for, ask the organiser who manages administrators to enrol your phone.',
  STATEMENT_COLUMNS_REQUIRED: 'Choose the columns that hold the payment reference and the amount.',
  STATEMENT_EMPTY: 'The statement has no lines.',
  INVOICE_NOT_VERIFIED: 'A tax invoice is issued once the payment has been verified.',
  E_INVOICING_OFF:
    "This edition's invoices are not reported to the Invoice Registration Portal (its invoicing details say the host institute does not have to e-invoice), so there are no e-invoices to prepare.",
  E_INVOICE_ANSWER_REQUIRED:
    "Paste the portal's answer for one document: the JSON with its Irn, AckNo, AckDt and SignedQRCode.",
  RETURN_PERIOD_INVALID:
    'Choose a month (such as 2025-10) or a quarter of a financial year (such as 2025-Q3 for October to December 2025).',
  INVOICING_DEMO_SUPPLIER:
    "Tax invoices cannot be issued: this edition's invoicing details are still the example supplier's, meant only for a test site. Ask whoever maintains the site to put in the host institute's name, address, GSTIN and signatory, and publish the site again.",
  ACCOUNTS_PERIOD_INVALID:
    'Choose a financial year (such as 2025 for April 2025 to March 2026) or a month (such as 2025-10).',
  ACCOUNTS_REGISTER_INVALID: 'Choose the register to export: invoices, credit-notes or refunds.',
  INVOICE_NOT_ISSUED:
    'The tax invoice for this registration has not been issued yet. Please check again later, or write to the registration team.',
  STATEMENT_NOT_CSV: 'The statement could not be read as CSV. Export it from the bank page as CSV.',
  STATEMENT_FILE_REQUIRED: 'Choose the statement file (CSV or Excel .xlsx).',
  STATEMENT_NOT_XLSX:
    'The statement is named as an Excel file but could not be read as one (.xlsx): it may be damaged, or another kind of file renamed. Export it from the bank page again as Excel (.xlsx) or CSV.',
  STATEMENT_OLD_EXCEL:
    'Old Excel files (.xls, Excel 97-2003) cannot be read. Open the file in Excel and save it as Excel Workbook (.xlsx), or export the report from the bank page as CSV.',
  STATEMENT_WORKBOOK_TOO_LARGE:
    'The workbook holds more than 20 MB of sheets once unpacked. Export a shorter period, or the report as CSV.',
  TOO_MANY_REQUESTS: 'Too many requests. Please wait a minute and try again.',
  REGISTRATION_DATA_MISSING: 'The registration data is missing.',
  REGISTRATION_DATA_NOT_JSON: 'The registration data is not valid JSON.',
  REGISTRATION_DATA_NOT_OBJECT: 'The registration data must be a JSON object of the form’s fields.',
  REGISTRATION_NOT_FOUND: 'No registration has this ID.',
  NOT_AWAITING_PAYMENT: 'Not awaiting payment.',
  ALREADY_REMINDED_TODAY: 'Already reminded today.',
  PROOF_ALREADY_REJECTED: 'This proof was already rejected.',
  NO_SUCH_FILE: 'No such file.',
  ACKNOWLEDGEMENT_NOT_YET: 'The acknowledgement is available once your payment has been verified.',
  FORM_NOT_MULTIPART: 'Send this form as multipart/form-data.',
  BODY_NOT_JSON: 'Send this request as application/json.',
  FORM_EMPTY: 'The form arrived empty.',
  FORM_NO_BOUNDARY: 'The form could not be read: its boundary is missing.',
  FORM_TOO_MANY_FILES: 'Too many files in one form.',
  FORM_TOO_MANY_FIELDS: 'Too many fields in one form.',
  FORM_TOO_MANY_PARTS: 'Too many parts in one form.',
  FORM_MALFORMED: 'The form could not be read: it was cut short or malformed.',
  FILE_NAME_REFUSED: 'File names may not contain folders or control characters. Please rename the file.',
  CROSS_SITE_REFUSED: 'Requests from other sites are not accepted.',
  JSON_OBJECT_REQUIRED: 'The request body must be a JSON object.',
  REQUEST_NOT_VALID: 'The request is not valid.',
  SAVED_AT_THE_SAME_MOMENT:
    'Another upload for this registration was saved at the same moment. Please check the status and try again if needed.',
  API_NOT_FOUND: 'Not found.',
  METHOD_NOT_ALLOWED: 'Method not allowed.',
  API_SERVER_ERROR: 'Something went wrong on our side. Please try again.',
  SELECT_REGISTRATIONS: 'Select at least one registration.',
  SELECT_AT_MOST: 'Select at most 200 registrations at a time.',
  PASTE_PAPER_IDS: 'Paste the accepted paper IDs.',
  PAPER_LIST_TOO_LONG: 'The list is too long.',
  EMAIL_ALREADY_VERIFIED: 'Your e-mail address is already verified.',
  ALREADY_REGISTERED: 'A registration with this e-mail address already exists. Please check its status instead.',
  NO_PAYMENT_PROOF: 'No payment proof has been uploaded yet.',
  UNDO_BEFORE_REJECT: 'Payment is already verified. Undo the verification before rejecting the proof.',
  NOTHING_TO_UNDO: 'Payment has not been verified, so there is nothing to undo.',
  NOTHING_TO_WITHDRAW: 'Payment has not been verified, so there is no verification to withdraw.',
  VERIFICATION_ALREADY_WITHDRAWN: 'This verification was already withdrawn.',
  REJECTION_REASON_REQUIRED: 'Please give the reason for rejecting this proof.',
  REJECTION_REASON_TOO_LONG: 'Please keep the reason under 500 characters.',
  BALANCE_RECEIVED_INVALID: 'Please enter the amount received as a whole number of rupees, more than 0.',
  ERASURE_REASON_REQUIRED: 'Please say why this registration is erased (for example, whose request and when).',
  ERASURE_REASON_TOO_LONG: 'Please keep the reason under 500 characters.',
  DATA_LINK_INVALID: 'This link has expired or is not valid. Ask for a new one on the registration status page.',
  REGISTRANT_LINK_NEEDED:
    'This opens only from the link we e-mail to the registration’s address. Ask for the link on the registration status page.',
  WITHDRAWAL_REASON_REQUIRED: 'Please give the reason for withdrawing this verification: it is sent to the registrant.',
  WITHDRAWAL_REASON_TOO_LONG: 'Please keep the reason under 500 characters.',
  BODY_CHARSET_UNSUPPORTED: 'Send the request body in UTF-8.',
  BODY_ENCODING_UNSUPPORTED: 'Send the request body without compression.',
  BODY_INCOMPLETE: 'The request body arrived incomplete.',
  BODY_NOT_VALID_JSON: 'The request body is not valid JSON.',
  JSON_BODY_TOO_LARGE: 'The request body must be 256 KB or smaller.',
  REQUEST_TOO_LARGE: 'The request is too large.',
  REQUEST_UNREADABLE: 'The request could not be read.',
  PASS_LINK_REMOVED_AFTER_DELIVERY:
    '(This pass link was removed from our records once the e-mail was delivered. Use the link in your inbox; the payment acknowledgement on the status page carries your pass too.)',
  LINK_REMOVED_AFTER_DELIVERY:
    '(This link was removed from our records once the e-mail was delivered. Use the link in your inbox, or ask for a new one on the status page.)',
  RECIPIENT_MAILS_CAPPED:
    'This e-mail address has been sent 10 e-mails today, the most we send in a day. Please try again tomorrow.',
  SERVER_BUSY: 'Others are changing this registration at the same moment. Nothing was changed: please try again.',
  REGISTRATION_NOT_YET_OPEN: `Registration for ${edition} opens on ${opensOn}. Please come back then.`,
  REGISTRATION_CLOSED: `Registration for ${edition} closed at the end of ${closesOn} (${zone}). New registrations are no longer accepted.`,
  PAYMENTS_CLOSED: `Payment proofs for ${edition} were accepted until the end of ${paymentDeadline} (${zone}). Please contact the organisers about your payment.`,
  IEEE_UNAVAILABLE_CONTINUE:
    'We could not reach IEEE to check your membership. Please try again later, or upload your IEEE membership certificate to continue: an administrator will check your membership before verifying your payment.',
  IEEE_MEMBERSHIP_TO_CHECK: 'IEEE membership to be checked',
  IEEE_CHECK_BEFORE_VERIFYING:
    "Check this registrant's IEEE membership first: confirm it, or move the registration to the non-IEEE rate. The amount due depends on it.",
  IEEE_MEMBERSHIP_ALREADY_DECIDED: 'The IEEE membership of this registration has already been checked.',
  IEEE_DECISION_INVALID: 'Choose whether the IEEE membership is confirmed or the non-IEEE rate applies.',
  IEEE_MEMBERSHIP_BEING_CHECKED:
    'IEEE could not be reached to check the IEEE membership given with this registration, so an administrator checks the membership certificate before verifying your payment. The amount is the IEEE rate; you will be e-mailed if it changes.',
  IEEE_DECISION_STUDENT_INVALID: "Say which student's IEEE membership was checked: their number in the group, from 1.",
  IEEE_DECISION_NOT_A_GROUP:
    'This registration is not a student group: its own IEEE membership is decided, without a student.',
  IEEE_UNAVAILABLE_NEXT_STEP:
    'Or attach your IEEE membership certificate below and press Next: you can register now, and an administrator will check your membership before verifying your payment.',
  IEEE_TO_BE_CHECKED_NOTE:
    'IEEE could not be reached to check your membership. An administrator will check your certificate before verifying your payment; the amount below is the IEEE rate, and you will be told if it changes.',
  CHECKING_REGISTRATION_DATES: 'Checking registration dates…',
  FORM_CHECKS_NOT_LOADED:
    'Part of this page could not be loaded, so nothing was sent. Please check your connection and try again; if it fails again, reload the page.',
  SUITE_NOW_INVALID: 'X-Suite-Now must be an ISO instant with a zone, e.g. 2025-10-15T10:00:00+05:30.',
  PDF_UNREADABLE:
    'This PDF could not be opened: it may be damaged or cut short. Please save it again as a new PDF and upload that file.',
  STATEMENT_NO_HEADER_ROW: 'The file has no header row with columns. Export the report from the bank page as CSV.',
  FIELD_REQUIRED: 'Please fill in this field.',
  CHOICE_REQUIRED: 'Please choose one of the options.',
  MOBILE_INVALID_INDIA:
    'Please enter a 10-digit mobile number, e.g. 98765 43210, or the number in international format with country code.',
  IEEE_INACTIVE_NEXT_STEP: 'Check the number on your IEEE membership card, or register at the non-IEEE rate.',
  PASS_CODE_MALFORMED: 'This is not a pass code. Please check the link in your e-mail.',
  PASS_NOT_FOUND:
    'No valid pass has this code. It may have been replaced (please use the link in the latest e-mail that sent you your entry pass), or its registration cancelled.',
  CHECK_IN_SIGN_IN_REQUIRED: 'Please sign in as check-in staff or as an administrator.',
  NOT_CHECK_IN_STAFF: 'This account may not check people in.',
  CHECK_IN_TARGET_REQUIRED:
    'Give either a pass code, or a registration ID (with the person, for a student of a group).',
  CHECK_IN_PERSON_UNKNOWN: 'This registration has no such person.',
  CHECK_IN_DESK_INVALID: 'The desk is a short name, at most 40 characters of plain text.',
  CHECK_IN_SEARCH_TOO_SHORT: 'Type at least 2 characters of a name, or a registration ID or pass code.',
  CHECK_IN_UNDO_INVALID:
    'Give the registration ID, the day (YYYY-MM-DD) and, for a student of a group, the person whose check-in to undo.',
  NOT_CHECKED_IN: 'This person is not checked in on that day: there is no check-in to undo.',
  DESK_SEARCHES_CAPPED:
    'This account has searched too often in the last minute. Please wait a minute, or scan the pass instead.',
  CHECK_IN_CLOSED: `Check-in is open only on the days of ${edition}, ${formatCalendarDay(EDITION.startDate)} to ${formatCalendarDay(EDITION.endDate)} (${zone}).`,
  BADGE_IDS_INVALID: 'Give the registrations as a list of registration IDs, or none for every verified one.',
  BADGES_TOO_MANY: 'Select at most 500 registrations for one PDF of badges.',
  NO_BADGES: 'No registration has a verified payment yet: there are no badges to print.',
  CERTIFICATES_NOT_YET: `Certificates of participation can be sent from ${formatCalendarDay(CERTIFICATES_OPEN_ON)}, after the conference.`,
  CERTIFICATE_NOT_YET: `Certificates of participation are available from ${formatCalendarDay(CERTIFICATES_OPEN_ON)}, after the conference.`,
  CERTIFICATE_NOT_CHECKED_IN:
    'This person was not checked in at the conference: certificates of participation are for those who attended.',
  CERTIFICATE_PERSON_INVALID: 'The person is "registrant" or "student-n" (the n-th student of a group).',
  CERTIFICATE_NOT_READY:
    'Your certificate of participation is not ready yet: the organisers are still completing it. Please come back to this page later.',
  CERTIFICATE_CODE_MALFORMED:
    'A certificate number is four groups of four letters and digits, such as 7K2M-Q9XD-4HRT-B3CA.',
  CERTIFICATE_UNKNOWN:
    'No certificate of participation has this number. Check it against the certificate: letters and digits, in four groups of four.',
  CERTIFICATE_CHECK_UNREACHABLE:
    'The certificate could not be checked: the site did not answer. Please check your connection and try again.',
  BILLING_NAME_REQUIRED: 'Please enter the name of the institution to invoice.',
  BILLING_ADDRESS_REQUIRED: "Please enter the institution's billing address.",
  BILLING_STATE_REQUIRED: 'Please choose the state or union territory of the billing address.',
  GSTIN_FORMAT:
    'A GSTIN has 15 characters: the 2-digit state code, the 10-character PAN, one more digit or letter, Z and a check character. Please copy it from the GST registration certificate.',
  GSTIN_STATE_UNKNOWN:
    'This GSTIN does not begin with the code of an Indian state or union territory. Please check its first two digits.',
  GSTIN_CHECK_FAILED:
    'This GSTIN does not add up: one of its characters is probably mistyped. Please copy it from the GST registration certificate.',
  BILLING_BODY_INVALID:
    'Send the billing details as {"billing": {name, address, stateCode, gstin, country, sez}}, or {"billing": null} to remove them.',
  E_INVOICE_NUMBER_INVALID:
    'A document number is 1 to 16 letters, digits, "/" and "-", as printed on the invoice or credit note.',
  BILLING_PIN_REQUIRED:
    "Please include the address's six-digit PIN code: an invoice to a GSTIN is reported to the GST portal with it.",
  BILLING_COUNTRY_REQUIRED: 'Please choose the country of the billing address.',
  GSTIN_NOT_ABROAD:
    'A GSTIN is an Indian GST registration: an institution outside India has none. Please leave it empty.',
  SEZ_GSTIN_REQUIRED:
    'An SEZ unit or developer is registered for GST: please give its GSTIN, so the invoice can be zero-rated.',
  SEZ_NOT_ABROAD: 'An SEZ unit or developer is in India: please choose its state, or untick "SEZ unit or developer".',
  BILLING_AFTER_INVOICE:
    'The tax invoice for this registration has already been issued, so its billing details can no longer be changed. If they are wrong, please write to the registration team.',
  CANCELLATION_REASON_MISSING: 'Please say why you are cancelling.',
  CANCELLATION_REASON_TOO_LONG: 'Please say why you are cancelling in at most 500 characters.',
  CANCELLATION_PENDING: 'Your request to cancel is already with the organisers.',
  REGISTRATION_CANCELLED: 'This registration is cancelled.',
  PENDING_CANCELLATION_UNPAID:
    'This registration has a request to cancel waiting for a decision: with its payment no longer verified, approving the request closes the registration without a refund.',
  NO_CANCELLATION_TO_DECIDE: 'There is no request to cancel to decide.',
  CANCELLATION_BODY_INVALID:
    'Send the decision as {"decision": "approve" or "decline", "note", "refund": {amountPaise, reason, bankReference, date}}.',
  REFUND_REQUIRED: 'This registration was paid: say what is refunded, ₹0.00 if nothing.',
  REFUND_NOT_PAID: 'This registration was not paid, so nothing is refunded.',
  REFUND_ON_DECLINE: 'A declined request refunds nothing.',
  REFUND_WITHOUT_POLICY: 'Say why this amount is refunded: the edition has no refund policy.',
  REFUND_BANK_DETAILS_MISSING: 'Give the bank reference and the date of the refund.',
  REFUND_DATE_AHEAD: 'The date of the refund cannot be after today.',
  SPONSOR_NAME_REQUIRED: "Please enter the sponsor's organisation, as its invoice names it.",
  SPONSOR_ADDRESS_REQUIRED: "Please enter the organisation's billing address.",
  SPONSOR_PACKAGE_UNKNOWN: 'Please choose one of the sponsorship packages.',
  SPONSOR_CONTACT_NAME_REQUIRED: "Please enter the name of the sponsor's contact person.",
  SPONSOR_BODY_INVALID:
    'Send the sponsor as {"organisation": {name, address, stateCode, gstin}, "level", "contact": {name, email, phone}}.',
  SPONSOR_NOT_FOUND: 'No sponsor has this ID.',
  SPONSORSHIP_NOT_SOLD:
    "This edition sells no sponsorship through the site. To sell it here, ask whoever maintains the site to add the sponsorship packages to the edition's details.",
  SPONSOR_PAYMENT_BODY_INVALID:
    'Send the payment as {"reference", "date"}: the bank reference and the day it was received.',
  SPONSOR_PAYMENT_REFERENCE_REQUIRED: "Please enter the bank's reference of the sponsor's payment.",
  SPONSOR_PAYMENT_DATE_AHEAD: 'The day the payment was received cannot be after today.',
  SPONSOR_PAYMENT_DATE_OLD:
    'The day the payment was received cannot be more than a year before today: please check the year.',
  SPONSOR_PAYMENT_ALREADY_VERIFIED: "This sponsor's payment is already verified.",
  SPONSOR_PAYMENT_NOT_VERIFIED: "The sponsor's payment must be verified before its tax invoice is issued.",
  SPONSOR_INVOICE_NONE: 'No tax invoice has been issued to this sponsor yet.',
  SPONSOR_NO_PAYMENT_TO_WITHDRAW: "This sponsor's payment is not verified: there is nothing to withdraw.",
  SPONSOR_WITHDRAWAL_REASON_REQUIRED:
    "Please say why the sponsor's payment is withdrawn: the credit note that cancels its invoice records it.",
  SPONSOR_CREDIT_NOTE_NONE: "No credit note has been issued against this sponsor's invoice.",
  SPONSOR_PAYMENT_DATE_REQUIRED: 'Please enter the day the payment was received, as YYYY-MM-DD.',
  SPONSOR_PHONE_INVALID: 'Please enter the phone number in digits, with + and the country code if it is not Indian.',
  CREDIT_NOTE_NONE: 'No credit note has been issued for this registration.',
  SEARCH_TOO_LONG: 'The search is too long.',
  REFUND_AMOUNT_INVALID: 'The refund is an amount in rupees and paise, ₹0.00 or more.',
  REFUND_REASON_TOO_LONG: 'The reason for the refund is too long: 500 characters at most.',
  BANK_REFERENCE_TOO_LONG: 'The bank reference is too long: 64 characters at most.',
  REFUND_DATE_INVALID: 'The date of the refund is a calendar day.',
  NOTE_TOO_LONG: 'The note is too long: 500 characters at most.',
  STATE_FOR_INVOICE:
    'Please enter your state on the Participant Details step, as the GST list spells it (for example Karnataka): a tax invoice of ₹50,000 or more must name it.',
  FILE_WITHOUT_NAME: 'A file was sent without its name: please choose it again.',
  PAYMENT_REFERENCE_PLAIN:
    'Please enter the payment reference as the bank gives it: letters, digits and punctuation on one line.',
  NOT_PRINTABLE:
    'Please write this in English letters (Hindi and Kannada letters may be used too): our receipts, tax invoices and badges cannot print other scripts or emoji.',
  TEXT_BROKEN: 'The request holds text that is not valid (a broken character). Please type it again.',
  CREDIT_NOTE_NONE_NUMBERED: 'This registration has no credit note of that number.',
  INVOICE_NONE_NUMBERED: 'This registration has no tax invoice of that number.',
  INVOICE_AWAITS_IRN:
    'Your tax invoice is being registered on the GST invoice registration portal, as the law requires for a GST-registered buyer: we e-mail it to you once it is.',
  DIALOG_NOT_LOADED: 'This part of the page could not be loaded. Please check your connection and reload the page.',
  NAME_FIELDS_REQUIRED: 'Please fill in the title, first name, last name and organization.',
  NAME_UNCHANGED: 'The registration already names its registrant so: nothing was changed.',
  EMAIL_UNCHANGED: 'The registration already has this e-mail address: nothing was changed.',
  ON_BEHALF_REASON_MISSING:
    "Please give the registrant's reason for cancelling, and how they asked (by mail, in person).",
  ON_BEHALF_REASON_TOO_LONG: "Please give the registrant's reason in at most 500 characters.",
  ON_BEHALF_PENDING: 'This registration already has a request to cancel: approve or decline it under Cancellation.',
  NAME_NOT_A_GROUP:
    'This registration is not a student group: it has no institute or students whose names could be corrected.',
  CREDIT_NOTE_AWAITS_IRN:
    'Your credit note is being registered on the GST invoice registration portal, as the law requires for a GST-registered buyer: we e-mail it to you once it is.',
  INVOICE_CORRECTION_NONE:
    'This registration has no tax invoice to correct: an invoice is issued when its payment is verified, and until then the registrant can change the billing details on the status page.',
  INVOICE_CORRECTION_SAME:
    'The tax invoice already names these details: change what is wrong before issuing a corrected one.',
  INVOICE_CORRECTION_REASON_REQUIRED:
    'Please say what was wrong (for example, the GSTIN the institution gave later): it is printed on the credit note.',
  INVOICE_CORRECTION_REASON_TOO_LONG:
    'Please keep the reason to 200 characters at most: it is printed on the credit note.',
  INVOICE_CORRECTION_REASON_PRINTABLE:
    'Please write the reason in English letters (Hindi and Kannada letters may be used too): it is printed on the credit note.',
  INVOICE_CORRECTION_BODY_INVALID:
    'Send {"invoice": the number of the invoice to correct, "billing": {name, address, stateCode, gstin, country, sez}, "reason": "…"}, with "billing": null to invoice the registrant.',
  INVOICE_CORRECTION_STATE_NEEDED:
    'The invoice cannot be made out to the registrant: a tax invoice of ₹50,000 or more must name a state in India, and the registration gives none. Give the institution’s billing details instead.',
  SPONSOR_CODE_FORMAT:
    "A sponsor's code has sixteen letters and digits, such as 7K3M-Q9TX-2B4R-HW8C. Please type it as the sponsor gave it to you.",
  SPONSOR_CODE_UNKNOWN: "No sponsor's code matches this one. Please check it with the sponsor who gave it to you.",
  SPONSOR_CODE_USED: "This sponsor's code has already been used for a registration: each code is for one person.",
  SPONSOR_CODE_REVOKED: "This sponsor's code was withdrawn by the organisers. Please ask the sponsor for another.",
  SPONSOR_CODE_NOT_YET:
    "This sponsor's code works once the organisers have received the sponsor's payment. Please try again later, or register without it.",
  SPONSOR_CODE_TIER:
    "A sponsor's code covers one attendee: it cannot be used for an author's paper registration or a student group.",
  SPONSOR_CODE_COUNT_INVALID: 'Please enter how many codes at the sponsor rate to add, from 1 to 20.',
  SPONSOR_CODE_NOT_FOUND: 'This sponsor has no such code.',
  SPONSOR_CODE_IN_USE:
    'This code was used for a registration and cannot be withdrawn: cancel that registration instead.',
  SPONSOR_RATE_NOT_SOLD:
    "This edition sets no sponsor rate for extra registrations. To offer one, ask whoever maintains the site to add it to the edition's sponsorship details.",
  COMPLIMENTARY_NOTHING_TO_PAY: 'This registration is complimentary: there is nothing to pay.',
  COMPLIMENTARY_NO_PAYMENT:
    'This registration is complimentary: it has no payment to undo or withdraw. Cancel it instead.',
  BULK_ID_INVALID: 'Each selected registration is named by its registration ID: one was empty or not an ID.',
  PROOF_SENT_BACK:
    'The last proof was sent back (rejected, or its verification withdrawn): there is nothing to verify until the registrant sends a new one.',
};

const exported = { ...messages, ...adminMessages } as unknown as Record<string, unknown>;

describe('messages quoted by the spec', () => {
  it.each(Object.entries(quotedBySpec))('%s reads exactly as the spec words it', (name, text) => {
    expect(exported[name]).toBe(text);
  });
});

describe('messages the spec leaves to us', () => {
  it.each(Object.entries(ours))('%s reads exactly as agreed', (name, text) => {
    expect(exported[name]).toBe(text);
  });
});

describe('messages that say when to try again', () => {
  it('counts the verification mails of the last hour and the minutes to wait', () => {
    expect(messages.verificationMailsCapped(42)).toBe(
      'We have already sent 3 verification e-mails in the last hour. Please check your inbox and spam folder, or ask for a new link in 42 minutes.',
    );
    expect(messages.verificationMailsCapped(1)).toMatch(/ask for a new link in a minute\.$/);
  });

  it('counts the proofs of the last hour and the minutes to wait', () => {
    expect(messages.proofUploadsCapped(15)).toBe(
      '5 payment proofs were uploaded for this registration in the last hour. Please try again in 15 minutes.',
    );
  });
});

describe('messages that name a student', () => {
  it('asks to complete the fields of Student {n}', () => {
    expect(messages.studentIncomplete(3)).toBe('Please complete all required fields for Student 3');
  });

  it("counts a group's students when a correction names another number of them", () => {
    expect(messages.studentNamesCount(5)).toBe(
      'This group has 5 students: give the name of each of them, in the order the registration lists them.',
    );
  });

  it('asks for the IEEE number of Student {n}', () => {
    expect(messages.studentIeeeRequired(2)).toBe('Please enter IEEE number for Student 2');
  });

  it('asks to validate the IEEE membership of Student {n}', () => {
    expect(messages.studentIeeeNotValidated(4)).toBe('Please validate IEEE membership for Student 4');
  });

  it('says the IEEE number of Student {n} was not found or is inactive, and what to do', () => {
    expect(messages.studentIeeeInactive(3)).toBe(
      'IEEE number not found or inactive for Student 3. Check it, or untick "Student 3 is an IEEE member" to register the student at the non-IEEE rate.',
    );
  });

  it("says IEEE could not be reached for Student {n}'s number in the spec's words, then the three ways on", () => {
    expect(messages.studentIeeeUnavailable(2)).toBe(
      `${messages.IEEE_UNAVAILABLE} Press Validate again in a while, or attach Student 2's IEEE certificate below to register the student at the IEEE rate now: an administrator will check the membership before verifying your payment. Or untick "Student 2 is an IEEE member" for the non-IEEE rate.`,
    );
  });

  it("names the students whose membership is to be checked in the summary's note", () => {
    expect(messages.studentsIeeeToBeCheckedNote([2])).toBe(
      'IEEE could not be reached to check the membership of Student 2. An administrator will check the certificate before verifying your payment; the amount below is the IEEE rate for the student, and you will be told if it changes.',
    );
    expect(messages.studentsIeeeToBeCheckedNote([1, 3, 5])).toBe(
      'IEEE could not be reached to check the membership of Students 1, 3 and 5. An administrator will check their certificates before verifying your payment; the amount below is the IEEE rate for them, and you will be told if it changes.',
    );
  });

  it('says which student was already decided', () => {
    expect(messages.ieeeStudentAlreadyDecided(4)).toBe(
      'The IEEE membership of Student 4 has already been checked, or did not need to be.',
    );
  });

  it("says a student's membership is to be checked once the certificate is attached, and the API's refusal without it", () => {
    expect(messages.studentIeeeToBeChecked(3)).toBe(
      'IEEE could not be reached: Student 3 is registered at the IEEE rate, and an administrator will check the certificate before verifying your payment.',
    );
    expect(messages.studentIeeeUnavailableContinue(3)).toBe(
      "We could not reach IEEE to check the membership of Student 3. Please try again later, or attach Student 3's IEEE membership certificate to continue: an administrator will check it before verifying your payment.",
    );
  });

  it('reports a duplicate IEEE number at Student {n}', () => {
    expect(messages.studentIeeeDuplicate(5)).toBe(
      'Duplicate IEEE Member Number found for Student 5. Each IEEE number must be unique.',
    );
  });
});

describe('messages that name registrations', () => {
  it('names the registrations that have no verified payment, or no record', () => {
    expect(messages.badgesNotVerified(['A', 'B'])).toBe(
      'Badges are printed only for registrations whose payment is verified. Not verified: A, B.',
    );
    expect(messages.badgesNotFound(['C'])).toBe('No registration has the ID C.');
  });

  it('names the registration an e-mail address was registered with', () => {
    expect(adminMessages.emailTakenBy('ICEI25-AB12-CD34-EF56G')).toBe(
      'Registration ICEI25-AB12-CD34-EF56G was made with this e-mail address, and an address registers once. Nothing was changed.',
    );
  });

  it('says what a proof was sent for when the amount due rose after it, and what to do', () => {
    expect(messages.proofBeforeAmountRose('₹6,000', '₹7,100', '₹1,100')).toBe(
      'This proof was sent when ₹6,000 was due, and ₹7,100 is due now: the payment cannot be verified on it. Reject it counting ₹6,000 received to ask the registrant for the ₹1,100 balance, or wait for the proof of the difference, which the registrant was asked for.',
    );
  });

  it("names the address a mail was sent to before the registration's was corrected", () => {
    expect(adminMessages.mailToFormerAddress('asha@exmaple.org')).toBe(
      "This mail was addressed to asha@exmaple.org, which is no longer the registration's e-mail address: it is not sent again. The registration's page sends what is needed to the new address.",
    );
  });

  it('names each registration and the characters no font prints', () => {
    expect(messages.namesUnprintable([{ registrationId: 'A', characters: ['ஆ', 'ழ'] }])).toBe(
      'Some names or organisations have characters no font of the PDF can print: A (ஆ ழ). Please correct them, or leave these registrations out.',
    );
  });
});

describe('what the edition lacks for a certificate', () => {
  it('names each missing fact and where to add them', () => {
    expect(adminMessages.certificatesIncomplete(['the signatories', 'the logos'])).toBe(
      "Certificates of participation cannot be issued yet: the edition does not give the signatories and the logos. Ask whoever maintains the site to add them to this edition's certificate details and publish the site again.",
    );
    expect(adminMessages.certificatesIncomplete(['the logos'])).toBe(
      "Certificates of participation cannot be issued yet: the edition does not give the logos. Ask whoever maintains the site to add it to this edition's certificate details and publish the site again.",
    );
  });
});

describe("e-invoices' refusals", () => {
  it('name the document and what is wrong', () => {
    expect(messages.eInvoiceDocumentUnknown('X/1')).toBe('No tax invoice or credit note numbered X/1 was issued here.');
    expect(messages.eInvoiceNotB2b('X/1')).toBe(
      'X/1 is a B2C supply: only B2B, SEZ and export invoices and credit notes are reported to the Invoice Registration Portal.',
    );
    expect(messages.eInvoiceProblemsFound(['X/1: no PIN code'])).toBe(
      'Nothing was prepared: the portal would refuse this document. X/1: no PIN code',
    );
    expect(messages.eInvoiceAlreadyRegistered('X/1', 'ab')).toBe(
      'X/1 is already registered under IRN ab: the portal gives one IRN per document. Nothing was changed.',
    );
    expect(messages.eInvoiceAnswerOfAnother('X/2', 'acknowledgement number', '112510000000001', 'X/1')).toBe(
      "This answer cannot be X/2's: its acknowledgement number 112510000000001 is already that of X/1, and the portal gives each document its own. Nothing was changed.",
    );
  });
});

describe('a credit note past its deadline', () => {
  it('names the invoice and the last day, and says nothing was changed', () => {
    expect(messages.creditNoteTooLate('ICEI/2526/7', '30 November 2026')).toBe(
      'Nothing was changed: this would issue a credit note against tax invoice ICEI/2526/7, and the CGST Act (s. 34(2)) allows those only until 30 November 2026. Ask the accounts section how to settle it: a refund can still be paid, without reducing the tax invoiced.',
    );
  });
});

describe('what the edition lacks for a tax invoice', () => {
  it('names each missing fact and where to add them', () => {
    expect(messages.invoicingIncomplete(['the SAC code', 'the signatory'])).toBe(
      "Tax invoices cannot be issued yet: the edition does not give the SAC code and the signatory. Ask whoever maintains the site to add them to this edition's invoicing details and publish the site again.",
    );
  });
});

describe('messages that carry the server’s error', () => {
  it('appends the server error to "Failed to submit registration."', () => {
    expect(messages.submitFailed('Email already registered')).toBe(
      'Failed to submit registration. Email already registered',
    );
  });

  it('leaves no dangling space when the server gave no error text', () => {
    expect(messages.submitFailed()).toBe('Failed to submit registration.');
    expect(messages.submitFailed('  ')).toBe('Failed to submit registration.');
  });

  it('shows the server’s upload error, or "Failed to upload payment." without one', () => {
    expect(messages.paymentUploadFailure('Registration not found')).toBe('Registration not found');
    expect(messages.paymentUploadFailure()).toBe('Failed to upload payment.');
    expect(messages.paymentUploadFailure('')).toBe('Failed to upload payment.');
  });
});

describe('the dashboard’s failed and stuck mails', () => {
  it('counts each kind in words, one or many', () => {
    expect(adminMessages.mailProblemsCounted(1, 0)).toBe(
      'In the last 24 hours, 1 mail failed for good and 0 mails are stuck.',
    );
    expect(adminMessages.mailProblemsCounted(3, 1)).toBe(
      'In the last 24 hours, 3 mails failed for good and 1 mail is stuck.',
    );
    expect(adminMessages.mailProblemsListed(100)).toBe('The newest 100 are listed.');
  });

  it('carries the reason a list could not be loaded, and names the mail sent again', () => {
    expect(adminMessages.mailProblemsNotLoaded('The server answered 500.')).toBe(
      'The failed and stuck mails could not be loaded: The server answered 500.',
    );
    expect(messages.mailSentAgain('Payment verified')).toBe('“Payment verified” is being sent again.');
  });
});

describe('message catalogue', () => {
  it('has a literal test for every exported message constant', () => {
    const constants = Object.entries(exported)
      .filter(([, value]) => typeof value === 'string')
      .map(([name]) => name)
      .sort();
    expect(constants).toEqual([...Object.keys(quotedBySpec), ...Object.keys(ours)].sort());
  });
});
