// Everything of the wizard that needs zod, as the one chunk load-wizard-validation.ts loads on first
// need: the saved draft read back, Next's step checks, the IEEE number's check and the submission;
// and the billing fields, which only a registrant who asks for them needs.
export { completeStudents } from '@domain/step-validation';
export { checkIeeeMembership } from './ieee-check';
export { restoreWizard } from './saved-wizard';
export { stepIssue } from './step-check';
export { submitRegistration } from './submit-registration';
export { BillingFields } from '../billing/billing-fields';
export { BillingSummary } from './billing-summary';
