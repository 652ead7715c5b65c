// The administration's own menu. A new admin tool (reconciliation, paper coverage, mail log,
// bulk actions) adds its route in app/routes.tsx under the admin layout and one entry here.

/** What a signed-in user's claims give (firebase-auth.ts's SignedInUser has them). */
interface Rights {
  admin: boolean;
  checkin: boolean;
}

/** Who may open a page: administrators only, or the registration desk's staff too. */
export type AdminAccess = 'administrators' | 'desk';

export interface AdminNavItem {
  label: string;
  path: string;
  access: AdminAccess;
  /**
   * Opened as a document of its own, not by the router: the desk's camera is allowed by its own
   * Permissions-Policy header (firebase.json), which a page reached in the browser keeps from the
   * document it was loaded as.
   */
  ownDocument?: boolean;
}

/** The registration desk: check-in staff (claim `checkin: true`) see this page of the console alone. */
export const DESK_PATH = '/admin/check-in';

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Registrations', path: '/admin', access: 'administrators' },
  { label: 'Reconciliation', path: '/admin/reconciliation', access: 'administrators' },
  { label: 'Paper coverage', path: '/admin/paper-coverage', access: 'administrators' },
  { label: 'Accounts', path: '/admin/accounts', access: 'administrators' },
  { label: 'Sponsors', path: '/admin/sponsors', access: 'administrators' },
  { label: 'Check-in staff', path: '/admin/desk-staff', access: 'administrators' },
  { label: 'Check-in desk', path: DESK_PATH, access: 'desk', ownDocument: true },
];

/** Every page under the admin layout is for administrators, but the desk. */
export const accessOf = (pathname: string): AdminAccess => (pathname === DESK_PATH ? 'desk' : 'administrators');

/** Whether the user's claims open a page. The server checks them again on every call. */
export function mayOpen(user: Rights, access: AdminAccess): boolean {
  return user.admin || (access === 'desk' && user.checkin);
}

/** The menu as the user sees it: only the pages their claims open. */
export const navFor = (user: Rights) => ADMIN_NAV.filter((item) => mayOpen(user, item.access));
