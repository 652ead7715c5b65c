// Where registration lives on the site: the product's, the same for every edition. A module of
// its own, with no imports: the information pages' script (enhance/) reads it without the domain.
export const REGISTRATION_PATHS = {
  hub: '/registration',
  wizard: '/registration/details',
  status: '/registration/status',
} as const;
