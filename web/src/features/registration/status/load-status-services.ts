import { loadOnce } from '../../../lib/load-once';

/**
 * The status page's API calls and proof rules, with zod (docs/decisions/0012): asked for on the
 * first focus in the lookup form, or the first lookup.
 */
export const statusServices = loadOnce(() => import('./status-services'));
