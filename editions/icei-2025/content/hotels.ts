import { TBA } from '../../../web/src/content/fact';
import type { Hotel } from '../../../web/src/content/types';
export type { Hotel } from '../../../web/src/content/types';

// Eight hotels (docs/rules.md, "The pages"); the spec gives no names, rates or numbers yet.
export const HOTELS: readonly Hotel[] = Array.from({ length: 8 }, (_, index) => ({
  serial: index + 1,
  name: TBA,
  singleRate: TBA,
  doubleRate: TBA,
  contact: TBA,
}));

export const ACCOMMODATION_TRAVEL_NOTE =
  'Rates are per night, and some hotels add 12% tax. Hotels in Hubballi are about 20 km from the venue: allow 30 to 40 minutes by road. Rates may change, so please confirm with the hotel when you book.';
