// Wires the single HTTPS function that Hosting rewrites `/api/**` and `/backend/uploads/**` to.
import { onRequest } from 'firebase-functions/v2/https';
import { setGlobalOptions } from 'firebase-functions/v2';
import { FUNCTION_REGION, IEEE_API_KEY } from './config';
import { handleRequest } from './http/router';

// Bounded so a burst of traffic cannot run up an unbounded bill.
setGlobalOptions({ region: FUNCTION_REGION, maxInstances: 10 });

export const api = onRequest({ memory: '512MiB', timeoutSeconds: 60, secrets: [IEEE_API_KEY] }, handleRequest);
