// A tax invoice as the API names it: its number and the venue's calendar day it was issued on.
import { z } from '../zod';

export const issuedInvoiceSchema = z.object({ number: z.string(), date: z.iso.date() });
