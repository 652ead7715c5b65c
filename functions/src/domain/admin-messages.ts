// What administrators read on the console's tools and in the record page's dialogs: pages and
// dialogs that load apart from the record page's first screen. messages.ts is in the first script
// of every application page, a registrant's included, so a sentence only an administrator reads
// goes here unless the record page or the console's frame shows it without a press (those load
// messages.ts anyway). docs/decisions/0035. The words follow messages.ts's rules.
import { listed } from './certificate';
import { MAIL_PROBLEMS_HOURS } from './limits';
import { MAX_REJECTION_REASON } from './messages';

// The record page's dialogs (loaded when pressed)
export const ERASURE_REASON_REQUIRED =
  'Please say why this registration is erased (for example, whose request and when).';
export const WITHDRAWAL_REASON_REQUIRED =
  'Please give the reason for withdrawing this verification: it is sent to the registrant.';
export const WITHDRAWAL_REASON_TOO_LONG = `Please keep the reason under ${MAX_REJECTION_REASON} characters.`;
export const ON_BEHALF_REASON_MISSING =
  "Please give the registrant's reason for cancelling, and how they asked (by mail, in person).";
export const INVOICE_CORRECTION_REASON_REQUIRED =
  'Please say what was wrong (for example, the GSTIN the institution gave later): it is printed on the credit note.';
export const INVOICE_CORRECTION_REASON_TOO_LONG =
  'Please keep the reason to 200 characters at most: it is printed on the credit note.';
export const INVOICE_CORRECTION_REASON_PRINTABLE =
  'Please write the reason in English letters (Hindi and Kannada letters may be used too): it is printed on the credit note.';
export const INVOICE_CORRECTION_BODY_INVALID =
  'Send {"invoice": the number of the invoice to correct, "billing": {name, address, stateCode, gstin, country, sez}, "reason": "…"}, with "billing": null to invoice the registrant.';

// An IEEE membership IEEE's service could not check at registration (its section loads when needed)
export const IEEE_MEMBERSHIP_TO_CHECK = 'IEEE membership to be checked';
/** A bulk action's list holds something that is no registration ID (empty, not text, too long). */
export const BULK_ID_INVALID =
  'Each selected registration is named by its registration ID: one was empty or not an ID.';
/** Verify refused: the registration's last proof was rejected, or its verification withdrawn. */
export const PROOF_SENT_BACK =
  'The last proof was sent back (rejected, or its verification withdrawn): there is nothing to verify until the registrant sends a new one.';
export const IEEE_DECISION_INVALID = 'Choose whether the IEEE membership is confirmed or the non-IEEE rate applies.';
export const IEEE_DECISION_STUDENT_INVALID =
  "Say which student's IEEE membership was checked: their number in the group, from 1.";

// Reconciliation with the bank's statement (docs/api.md, "Reconciliation")
export const STATEMENT_COLUMNS_REQUIRED = 'Choose the columns that hold the payment reference and the amount.';
export const STATEMENT_FILE_REQUIRED = 'Choose the statement file (CSV or Excel .xlsx).';
/** A statement file whose first line holds no columns. */
export const STATEMENT_NO_HEADER_ROW =
  'The file has no header row with columns. Export the report from the bank page as CSV.';

// The dashboard's Mail section: the mails of the last day that failed or are stuck.
const mailCount = (count: number) => (count === 1 ? '1 mail' : `${count} mails`);
export const MAIL_PROBLEMS_NONE = `No mail failed or got stuck in the last ${MAIL_PROBLEMS_HOURS} hours.`;
export const mailProblemsCounted = (failed: number, stuck: number) =>
  `In the last ${MAIL_PROBLEMS_HOURS} hours, ${mailCount(failed)} failed for good and ${mailCount(stuck)} ${stuck === 1 ? 'is' : 'are'} stuck.`;
export const mailProblemsListed = (listed: number) => `The newest ${listed} are listed.`;
export const mailProblemsNotLoaded = (reason: string) => `The failed and stuck mails could not be loaded: ${reason}`;

// Certificates of participation
/** What the edition still lacks before a certificate can be issued. */
export const certificatesIncomplete = (missing: readonly string[]) =>
  `Certificates of participation cannot be issued yet: the edition does not give ${listed(missing)}. Ask whoever maintains the site to add ${missing.length === 1 ? 'it' : 'them'} to this edition's certificate details and publish the site again.`;

// Sponsors (services/sponsors.ts)
export const SPONSOR_NAME_REQUIRED = "Please enter the sponsor's organisation, as its invoice names it.";
export const SPONSOR_ADDRESS_REQUIRED = "Please enter the organisation's billing address.";
export const SPONSOR_PACKAGE_UNKNOWN = 'Please choose one of the sponsorship packages.';
export const SPONSOR_CONTACT_NAME_REQUIRED = "Please enter the name of the sponsor's contact person.";
export const SPONSORSHIP_NOT_SOLD =
  "This edition sells no sponsorship through the site. To sell it here, ask whoever maintains the site to add the sponsorship packages to the edition's details.";
export const SPONSOR_PAYMENT_REFERENCE_REQUIRED = "Please enter the bank's reference of the sponsor's payment.";
export const SPONSOR_PAYMENT_DATE_AHEAD = 'The day the payment was received cannot be after today.';
/** How far back a sponsor's payment may be dated: further is most likely a mistyped year. */
export const SPONSOR_PAYMENT_MAX_AGE_DAYS = 365;
export const SPONSOR_PAYMENT_DATE_OLD =
  'The day the payment was received cannot be more than a year before today: please check the year.';
export const SPONSOR_PAYMENT_DATE_REQUIRED = 'Please enter the day the payment was received, as YYYY-MM-DD.';
export const SPONSOR_PHONE_INVALID =
  'Please enter the phone number in digits, with + and the country code if it is not Indian.';
export const SPONSOR_WITHDRAWAL_REASON_REQUIRED =
  "Please say why the sponsor's payment is withdrawn: the credit note that cancels its invoice records it.";

// The registration's e-mail address corrected (services/email-correction.ts)
export const EMAIL_UNCHANGED = 'The registration already has this e-mail address: nothing was changed.';
export const emailTakenBy = (registrationId: string) =>
  `Registration ${registrationId} was made with this e-mail address, and an address registers once. Nothing was changed.`;
/** Send again (the mail log) of a mail to the address a registration had before it was corrected. */
export const mailToFormerAddress = (to: string) =>
  `This mail was addressed to ${to}, which is no longer the registration's e-mail address: it is not sent again. The registration's page sends what is needed to the new address.`;
