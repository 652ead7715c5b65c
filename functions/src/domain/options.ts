// Choice lists of the participant form. The API accepts exactly these values, so the
// site's selects and the server's schema cannot drift apart.

export const TITLES = ['Dr', 'Prof', 'Mr', 'Mrs', 'Ms'] as const;
export type Title = (typeof TITLES)[number];

export const COUNTRIES = ['India', 'USA', 'UK', 'Canada', 'Other'] as const;
export type Country = (typeof COUNTRIES)[number];

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];
