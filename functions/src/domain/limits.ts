// Figures that are shown to people as well as enforced, each defined once: a message, a hint or a
// mail that states one imports it from here, so the text and the rule cannot disagree.

/** Receipts, ID cards and certificates are scans; 5 MB keeps one registration in one request. */
export const MAX_UPLOAD_MB = 5;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/**
 * An Excel statement is a zip: its sheets may unpack to a thousand times the upload. 20 MB of sheet
 * XML is a statement of some 100,000 lines; more is refused before anything is unpacked.
 */
export const MAX_STATEMENT_UNPACKED_MB = 20;
export const MAX_STATEMENT_UNPACKED_BYTES = MAX_STATEMENT_UNPACKED_MB * 1024 * 1024;

/** An administrator may take back a payment verification for this long after making it. */
export const UNDO_WINDOW_MINUTES = 10;
export const UNDO_WINDOW_MS = UNDO_WINDOW_MINUTES * 60 * 1000;

/**
 * How long a link that shows an administrator an uploaded file stays valid: long enough to read a
 * proof and download it, short enough that a copied link is soon worthless.
 */
export const PREVIEW_LINK_MINUTES = 10;
export const PREVIEW_LINK_MS = PREVIEW_LINK_MINUTES * 60 * 1000;

/**
 * What a registrant typed in the wizard stays in their browser this long after the form was last
 * open (the privacy notice states it): long enough to come back to a form left for a document, short
 * enough that a shared computer does not keep it.
 */
export const DRAFT_KEPT_DAYS = 7;
export const DRAFT_KEPT_MS = DRAFT_KEPT_DAYS * 24 * 60 * 60 * 1000;

/** A verification link works this long; a new one can be asked for from the status page. */
export const VERIFICATION_LINK_DAYS = 7;
export const VERIFICATION_LINK_MS = VERIFICATION_LINK_DAYS * 24 * 60 * 60 * 1000;

/** The dashboard and GET /api/health report the mails that failed or are stuck over this many hours. */
export const MAIL_PROBLEMS_HOURS = 24;

/** A link to download one's own data works this long (it opens everything we hold). */
export const DATA_LINK_HOURS = 24;

/**
 * IEEE's answer for a member number is kept this long, then asked again (the privacy notice states
 * it): membership rarely changes within a day, and IEEE's service is slow and rate-limited.
 */
export const IEEE_ANSWER_KEPT_HOURS = 24;
export const IEEE_ANSWER_KEPT_MS = IEEE_ANSWER_KEPT_HOURS * 60 * 60 * 1000;

/** Verification mails one registration may be sent in an hour (the first one included). */
export const VERIFICATION_MAILS_PER_HOUR = 3;
/** Proofs of payment one registration may upload in an hour. */
export const PROOF_UPLOADS_PER_HOUR = 5;
/** Mails of every kind one address may be sent in a day at the venue. */
export const MAILS_PER_RECIPIENT_PER_DAY = 10;
export const HOUR_MS = 60 * 60 * 1000;

/** How many codes at the sponsor rate an administrator adds to a sponsor at once. */
export const MAX_SPONSOR_RATE_CODES_AT_ONCE = 20;
