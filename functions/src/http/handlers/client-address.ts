import { CLIENT_ADDRESS_HOPS } from '../../config';
import { clientAddressSchema } from '../../domain/api/client-address';
import { clientAddress, forwardedChain } from '../guards';
import { replyData } from '../reply';
import type { RouteHandler } from '../types';

/** No Firestore, no limit: an echo of the request's own header and the function's reading of it. */
export const getClientAddress: RouteHandler = (req, res) => {
  const hops = CLIENT_ADDRESS_HOPS.value();
  replyData(res, 200, clientAddressSchema, {
    forwardedFor: forwardedChain(req),
    hops,
    chosen: clientAddress(req, hops),
  });
};
