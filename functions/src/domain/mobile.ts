// How a mobile number is checked and stored, without zod: the wizard normalises the number as it
// leaves the participant step, before any schema need have loaded.

// "+" and a country code, then digits with the usual separators. E.164 numbers have at
// most 15 digits; the shortest national numbers give 7 with their country code.
const MOBILE_PATTERN = /^\+[1-9][\d\s().-]*$/;

export function isInternationalMobile(mobile: string): boolean {
  const digits = mobile.replace(/\D/g, '').length;
  return MOBILE_PATTERN.test(mobile) && digits >= 7 && digits <= 15;
}

// Indian mobile numbers have 10 digits and begin with 6 to 9. People in India type them alone,
// after the trunk prefix 0, or after the country code 91 without its "+" (with it, the number
// is in international format already).
const INDIAN_MOBILE = /^(?:91|0)?([6-9]\d{9})$/;

function indianNationalDigits(mobile: string): string | null {
  return INDIAN_MOBILE.exec(mobile.replace(/[\s().-]/g, ''))?.[1] ?? null;
}

/** From India a 10-digit mobile needs no country code; from elsewhere the international format. */
export function isValidMobile(mobile: string, country: string | undefined): boolean {
  return isInternationalMobile(mobile) || (country === 'India' && indianNationalDigits(mobile) !== null);
}

/** The mobile as stored: one typed in India without its country code gets +91, any other is kept as typed. */
export function normalizeMobile(mobile: string, country: string | undefined): string {
  const digits = country === 'India' && !isInternationalMobile(mobile) ? indianNationalDigits(mobile) : null;
  return digits ? `+91${digits}` : mobile;
}

/** Persons with the mobile in the form it is stored in. */
export function withNormalizedMobile<T extends { mobile: string; country: string }>(person: T): T {
  return { ...person, mobile: normalizeMobile(person.mobile, person.country) };
}
