// GET /api/data/{token}: everything held about one registration, as its registrant downloads it
// (a right under India's DPDP Act). The registration is the stored record itself, less the
// indexes derived from it (search keys, sort key, a token's hash), which are not data about anyone.
import { z } from '../zod';
import { isoInstant } from './envelope';

const storedFile = z.object({ fileName: z.string(), contentType: z.string(), size: z.number() });

/** A document to a business (tax invoice or credit note): its registration on the e-invoice portal, once imported. */
const eInvoiceSchema = z.object({ irn: z.string(), ackNo: z.string(), ackDate: z.string() });

export const dataExportSchema = z.object({
  exportedAt: isoInstant,
  about: z.string(),
  registration: z.record(z.string(), z.unknown()),
  files: z.array(storedFile.extend({ what: z.string() })),
  history: z.array(z.object({ event: z.string(), to: z.string(), at: isoInstant })),
  mails: z.array(
    z.object({ subject: z.string(), to: z.string(), queuedAt: isoInstant.nullable(), delivery: z.string().nullable() }),
  ),
  passes: z.array(z.object({ person: z.string(), name: z.string(), organization: z.string(), issuedAt: isoInstant })),
  checkIns: z.array(z.object({ person: z.string(), day: z.string(), at: isoInstant })),
  /** Its tax invoices and credit notes, as issued: who they were made out to, and for how much (paise). */
  invoices: z.array(
    z.object({
      number: z.string(),
      date: z.iso.date(),
      recipient: z.object({ name: z.string(), address: z.string(), gstin: z.string().nullable() }),
      total: z.number().int(),
      creditNote: z.object({ number: z.string(), date: z.iso.date(), eInvoice: eInvoiceSchema.nullable() }).nullable(),
      eInvoice: eInvoiceSchema.nullable(),
    }),
  ),
});
export type DataExport = z.infer<typeof dataExportSchema>;
