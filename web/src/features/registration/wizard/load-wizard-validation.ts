import { loadOnce } from '../../../lib/load-once';
import type * as WizardValidationChunk from './wizard-validation';

export type WizardValidation = typeof WizardValidationChunk;

/**
 * The wizard's checks, with zod: a chunk of their own (docs/decisions/0012), loaded at once when a
 * saved draft is to be restored, otherwise on the registrant's first touch of the form, and
 * awaited by Next and Submit if they have not arrived.
 */
export const wizardValidation = loadOnce(() => import('./wizard-validation'));
