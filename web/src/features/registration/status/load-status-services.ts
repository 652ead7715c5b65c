import { onDemand } from '../zod-on-demand';

/** The status page's API calls and proof rules: asked for on the first focus in the lookup form, or the first lookup. */
export const statusServices = onDemand(() => import('./status-services'));
