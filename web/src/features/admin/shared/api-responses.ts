// What the admin pages read from the API. Each shape is the domain's response schema, the one the
// server builds its answer through; here it is only unwrapped from `{ success: true, data }`.
import type { z } from '@domain/zod';
import { adminRegistrationSchema } from '@domain/api/admin-record';
import { registrationPageSchema } from '@domain/api/admin-registrations';
import { registrationStatsSchema } from '@domain/api/admin-stats';
import { bulkOutcomesSchema } from '@domain/api/bulk';
import { certificatesSentSchema, certificatesStatusSchema } from '@domain/api/certificates';
import { anyDeskSearchSchema, checkInResultSchema } from '@domain/api/check-in';
import { dataBody, doneBodySchema, paymentVerifiedBodySchema } from '@domain/api/envelope';
import { accountsSchema, gstr1SummarySchema } from '@domain/api/accounts';
import { eInvoiceListSchema, eInvoiceRegisteredSchema } from '@domain/api/e-invoices';
import { issuedInvoiceSchema } from '@domain/api/invoice';
import { mailLogSchema } from '@domain/api/mail-log';
import { mailProblemsSchema } from '@domain/api/mail-problems';
import { coverageReportSchema, paperRemindersSchema } from '@domain/api/paper-coverage';
import { reconciliationReportSchema, statementPreviewSchema } from '@domain/api/reconciliation';
import { reissueReportSchema } from '@domain/api/pass-reissue';
import { testMailQueuedSchema, testMailStateSchema } from '@domain/api/test-mail';

/** The API's `{ success: true, data }`, parsed by the domain's schema and unwrapped to its data. */
export function unwrapped<Data extends z.ZodType>(data: Data) {
  return dataBody(data).transform((body) => (body as { data: z.output<Data> }).data);
}

export const registrationPageResponse = unwrapped(registrationPageSchema);
export const statsResponse = unwrapped(registrationStatsSchema);
export const registrationResponse = unwrapped(adminRegistrationSchema);
export const reconciliationResponse = unwrapped(reconciliationReportSchema);
export const statementPreviewResponse = unwrapped(statementPreviewSchema);
export const bulkOutcomesResponse = unwrapped(bulkOutcomesSchema);
export const coverageResponse = unwrapped(coverageReportSchema);
export const paperRemindersResponse = unwrapped(paperRemindersSchema);
export const mailLogResponse = unwrapped(mailLogSchema);
export const mailProblemsResponse = unwrapped(mailProblemsSchema);
export const checkInResponse = unwrapped(checkInResultSchema);
export const checkInSearchResponse = unwrapped(anyDeskSearchSchema);
export const certificatesResponse = unwrapped(certificatesStatusSchema);
export const certificatesSentResponse = unwrapped(certificatesSentSchema);
export const reissueReportResponse = unwrapped(reissueReportSchema);
export const testMailQueuedResponse = unwrapped(testMailQueuedSchema);
export const testMailStateResponse = unwrapped(testMailStateSchema);
export const issuedInvoiceResponse = unwrapped(issuedInvoiceSchema);
export const accountsResponse = unwrapped(accountsSchema);
export const gstr1SummaryResponse = unwrapped(gstr1SummarySchema);
export const eInvoiceListResponse = unwrapped(eInvoiceListSchema);
export const eInvoiceRegisteredResponse = unwrapped(eInvoiceRegisteredSchema);
export const doneResponse = doneBodySchema;
/** The verification's answer: whether the payment had been verified before, by whom and when. */
export const paymentVerifiedResponse = paymentVerifiedBodySchema;
