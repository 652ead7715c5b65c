// Everything of the wizard that needs zod, as the one chunk load-wizard-validation.ts loads on first
// need: the saved draft read back, Next's step checks, the IEEE number's check, a sponsor's code's
// lookup and the submission; the billing fields, which only a registrant who asks for them needs;
// and what only Next or Submit leads to, which await this chunk first: every step after the first
// (step-body.tsx), the summary's price with the sponsor's code's section, and the confirmation.
export { completeStudents } from '@domain/step-validation';
export { checkIeeeMembership } from './ieee-check';
export { restoreWizard } from './saved-wizard';
export { lookupSponsorCode } from './sponsor-code-lookup';
export { stepIssue } from './step-check';
export { submitRegistration } from './submit-registration';
export { BillingFields } from '../../../components/form/billing-fields';
export { BillingSummary } from './billing-summary';
export { sponsorCodeOffered } from './sponsor-code';
export { SummaryPrice } from './summary-price';
export { Confirmation } from './confirmation';
export { GroupStep } from './group-step';
export { IeeeStep } from './ieee-step';
export { PapersStep } from './papers-step';
export { SummaryStep } from './summary-step';
export { TierStep } from './tier-step';
