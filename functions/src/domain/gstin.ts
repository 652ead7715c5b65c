// GSTINs (a registered taxpayer's number, printed on a B2B invoice) and India's GST state codes.
// A GSTIN is 15 characters: the state's two-digit code, the holder's PAN (five letters, four
// digits, a letter), the registration's number within the state (1–9, A–Z), a "Z" and a check
// character computed over the first fourteen (GSTN's published mod-36 scheme).

/** GST state and union territory codes, as the GST portal lists them. */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  // Merged into 26 in 2020; GSTINs issued before keep it.
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/**
 * The states and union territories for a select, in alphabetical order of their names as the site
 * writes them (en-IN): a person looks for a name, not for its GST code. No zod: the form draws at once.
 */
export const GST_STATE_OPTIONS: readonly { value: string; label: string }[] = Object.entries(GST_STATES)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en-IN'));

/** The GST code of a state or union territory named as an address names it ("Karnataka" → "29"), if it is one. */
export function gstStateCodeOfName(name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  return Object.entries(GST_STATES).find(([, state]) => state.toLowerCase() === wanted)?.[0];
}

export { OUTSIDE_INDIA } from './billing-place';

export const isGstStateCode = (code: string): boolean => Object.hasOwn(GST_STATES, code);

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

/** The check character of a GSTIN's first fourteen characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = CHARACTERS.indexOf(first14[index] ?? '');
    if (value < 0) throw new RangeError(`A GSTIN is made of digits and capitals, not "${first14}".`);
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36] ?? '';
}

export type GstinProblem = 'shape' | 'state' | 'check';

/** Why a GSTIN (spaces aside, any case) is not one, or null when it is; the form says which. */
export function gstinProblem(value: string): GstinProblem | null {
  const gstin = normalizeGstin(value);
  const match = SHAPE.exec(gstin);
  if (!match) return 'shape';
  if (!isGstStateCode(match[1] ?? '')) return 'state';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : 'check';
}

export const normalizeGstin = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The state a GSTIN is registered in: its first two digits. */
export const stateCodeOfGstin = (gstin: string) => normalizeGstin(gstin).slice(0, 2);
