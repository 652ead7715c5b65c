import {
  deskStaffBodySchema,
  deskStaffGrantedSchema,
  deskStaffListSchema,
  deskStaffRevokedSchema,
} from '../../domain/api/desk-staff';
import { grantDeskStaff, listDeskStaff, revokeDeskStaff } from '../../services/desk-staff';
import { jsonBody } from '../guards';
import { parseOrThrow } from '../input';
import { replyData } from '../reply';
import type { RouteHandler } from '../types';

/** GET /api/admin/desk-staff: the registration desk's staff. */
export const getDeskStaff: RouteHandler<'admin'> = async (_req, res) => {
  replyData(res, 200, deskStaffListSchema, { staff: await listDeskStaff() });
};

/** POST /api/admin/desk-staff {email}: check-in rights for the address, mailed to it. */
export const postDeskStaff: RouteHandler<'admin'> = async (req, res, _params, admin) => {
  const { email } = parseOrThrow(deskStaffBodySchema, jsonBody(req));
  const { again, ...granted } = await grantDeskStaff(email, admin.email ?? admin.uid);
  replyData(res, again ? 200 : 201, deskStaffGrantedSchema, granted);
};

/** POST /api/admin/desk-staff/revoke {email}: the address's check-in rights taken back. */
export const postRevokeDeskStaff: RouteHandler<'admin'> = async (req, res, _params, admin) => {
  const { email } = parseOrThrow(deskStaffBodySchema, jsonBody(req));
  replyData(res, 200, deskStaffRevokedSchema, await revokeDeskStaff(email, admin.email ?? admin.uid));
};
