import type { DeliveryState } from '@domain/api/mail-log';

/** A mail's delivery state as the mail log and the dashboard name it: in words, not by colour alone. */
export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  PENDING: 'Pending',
  PROCESSING: 'Processing',
  SUCCESS: 'Delivered',
  ERROR: 'Failed',
  RETRY: 'Sending again',
};
