// The administration's own menu. A new admin tool (reconciliation, paper coverage, mail log,
// bulk actions) adds its route in app/routes.tsx under the admin layout and one entry here.
export interface AdminNavItem {
  label: string;
  path: string;
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Registrations', path: '/admin' },
  { label: 'Reconciliation', path: '/admin/reconciliation' },
  { label: 'Paper coverage', path: '/admin/paper-coverage' },
];
