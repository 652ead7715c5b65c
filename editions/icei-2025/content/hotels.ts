import { TBA, type Fact } from '../../../web/src/content/fact';

export interface Hotel {
  serial: number;
  name: Fact<string>;
  /** Per-night rates as text: some hotels add 12% tax. */
  singleRate: Fact<string>;
  doubleRate: Fact<string>;
  /** A phone number, shown as a tel: link once known. */
  contact: Fact<string>;
}

// Eight hotels (spec section 9); the spec gives no names, rates or numbers yet.
export const HOTELS: readonly Hotel[] = Array.from({ length: 8 }, (_, index) => ({
  serial: index + 1,
  name: TBA,
  singleRate: TBA,
  doubleRate: TBA,
  contact: TBA,
}));

export const ACCOMMODATION_TRAVEL_NOTE =
  'Rates are per night, and some hotels add 12% tax. Hotels in Hubballi are about 20 km from the venue: allow 30 to 40 minutes by road. Rates may change, so please confirm with the hotel when you book.';
