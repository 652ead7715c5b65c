// Countries other than India, for an invoice's recipient abroad: ISO 3166-1 alpha-2 codes (the
// e-invoice's ExpDtls.CntCode), named in English by the platform's own Intl data, so no table of
// names is carried here; and where a recipient is, by state or country, as pages print it.
import { GST_STATES, OUTSIDE_INDIA } from './gstin';

/** ISO 3166-1's assigned alpha-2 codes, India aside: 248 countries and territories. */
export const FOREIGN_COUNTRY_CODES: readonly string[] = `
  AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS
  BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE
  EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM
  HN HR HT HU ID IE IL IM IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI
  LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC
  NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA
  SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR
  TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW`
  .trim()
  .split(/\s+/);

const CODES = new Set(FOREIGN_COUNTRY_CODES);

export const isForeignCountryCode = (code: string): boolean => CODES.has(code);

let names: Intl.DisplayNames | undefined;

/** "US" → "United States"; a code the platform cannot name is shown as it is. */
export function countryName(code: string): string {
  names ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return names.of(code) ?? code;
}

/** The countries by name, for a select. Built when first asked: the wizard's first script stays small. */
export function foreignCountryOptions(): { value: string; label: string }[] {
  return FOREIGN_COUNTRY_CODES.map((value) => ({ value, label: countryName(value) })).sort((a, b) =>
    a.label.localeCompare(b.label, 'en'),
  );
}

/** "Karnataka (29)". */
export const stateName = (code: string) => `${GST_STATES[code] ?? code} (${code})`;

/** Where a recipient is, as an invoice prints it: "Karnataka (29)", or "United States" abroad. */
export const whereOf = (billing: { stateCode: string; country?: string | undefined }) =>
  billing.stateCode === OUTSIDE_INDIA && billing.country ? countryName(billing.country) : stateName(billing.stateCode);
