import { venueDate } from '../../domain/venue-time';
import { adminFilterSchema } from '../../domain/api/admin-filters';
import { sortedQuery } from '../../services/admin-queries';
import { registrationsCsv } from '../../services/registrations-csv';
import { allCheckIns } from '../../services/check-in';
import { parseOrThrow } from '../input';
import type { RouteHandler } from '../types';
import { currentTime } from '../../clock';

/** GET /api/admin/registrations.csv?status=&tier=&q=&order=: the filtered list, every row. */
export const getAdminExport: RouteHandler<'admin'> = async (req, res) => {
  const filter = parseOrThrow(adminFilterSchema, req.query);
  const [snapshot, checkIns] = await Promise.all([sortedQuery(filter).get(), allCheckIns()]);
  const day = venueDate(currentTime());
  res
    .status(200)
    .set('Content-Type', 'text/csv; charset=utf-8')
    .set('Content-Disposition', `attachment; filename="registrations-${day}.csv"`)
    .set('Cache-Control', 'private, no-store')
    .send(
      registrationsCsv(
        snapshot.docs.map((doc) => doc.data()),
        checkIns,
      ),
    );
};
