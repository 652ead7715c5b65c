// When a mail document changes: the mail sender writes its delivery state there.
import type { FirestoreEvent, Change, QueryDocumentSnapshot } from 'firebase-functions/v2/firestore';
import { redactDeliveredMail } from '../services/mail-redaction';

export type MailChange = FirestoreEvent<Change<QueryDocumentSnapshot> | undefined, { mailId: string }>;

export async function onMailChanged(event: MailChange): Promise<void> {
  // Only a change to SUCCESS matters; the service reads the document again in a transaction.
  if (event.data?.after.get('delivery.state') !== 'SUCCESS') return;
  await redactDeliveredMail(event.params.mailId);
}
