// What the edition tests look at, gathered for scripts/edition/bundle.ts.
export { CONFERENCE } from '../../functions/src/domain/conference';
export { computeTotal, EARLY_BIRD_CUTOFF } from '../../functions/src/domain/pricing';
export { TIERS } from '../../functions/src/domain/tiers';
export { registrationPhase } from '../../functions/src/domain/registration-window';
export { REGISTRATION_CLOSED } from '../../functions/src/domain/messages';
export { verificationMail } from '../../functions/src/services/mail';
export { receiptPdf } from '../../functions/src/services/receipt-pdf';
