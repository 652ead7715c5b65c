import { venueDate } from '../../domain/venue-time';
import { adminFilterSchema } from '../../domain/api/admin-filters';
import { sortedQuery } from '../../services/admin-queries';
import { registrationsCsv } from '../../services/registrations-csv';
import { registrationsXlsx, XLSX_CONTENT_TYPE } from '../../services/registrations-xlsx';
import { allCheckIns } from '../../services/check-in';
import { issuedTaxOf } from '../../services/invoices';
import { parseOrThrow } from '../input';
import type { ApiRequest, ApiResponse, RouteHandler } from '../types';
import { currentTime } from '../../clock';
import { replyAttachment } from '../reply';

/**
 * The filtered registrations, every row, the check-ins the export's day columns read and the tax
 * their invoices state.
 */
async function exportRows(req: ApiRequest) {
  const filter = parseOrThrow(adminFilterSchema, req.query);
  const [snapshot, checkIns] = await Promise.all([sortedQuery(filter).get(), allCheckIns()]);
  const records = snapshot.docs.map((doc) => doc.data());
  return { records, checkIns, taxes: await issuedTaxOf(records) };
}

function sendFile(res: ApiResponse, contentType: string, extension: string, body: string | Buffer): void {
  replyAttachment(res, contentType, `registrations-${venueDate(currentTime())}.${extension}`, body);
}

/** GET /api/admin/registrations.csv?status=&tier=&q=&order=: the filtered list, every row. */
export const getAdminExport: RouteHandler<'admin'> = async (req, res) => {
  const { records, checkIns, taxes } = await exportRows(req);
  sendFile(res, 'text/csv; charset=utf-8', 'csv', registrationsCsv(records, checkIns, taxes));
};

/** GET /api/admin/registrations.xlsx?…: the same list and columns as an Excel workbook. */
export const getAdminExportXlsx: RouteHandler<'admin'> = async (req, res) => {
  const { records, checkIns, taxes } = await exportRows(req);
  sendFile(res, XLSX_CONTENT_TYPE, 'xlsx', await registrationsXlsx(records, checkIns, taxes));
};
