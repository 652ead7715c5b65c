export interface Hotel {
  serial: number;
  name: string;
  /** Rates are text: some hotels quote tax on top. */
  single: string;
  double: string;
  contact: string;
}

// Eight hotels (spec section 9); names, rates and numbers are placeholders to be confirmed.
export const HOTELS: readonly Hotel[] = [
  { serial: 1, name: 'Hotel 1, Dharwad', single: '₹3,500', double: '₹4,000', contact: '+91 836 000 0001' },
  {
    serial: 2,
    name: 'Hotel 2, Dharwad',
    single: '₹3,000 + 12% tax',
    double: '₹3,500 + 12% tax',
    contact: '+91 836 000 0002',
  },
  { serial: 3, name: 'Hotel 3, Dharwad', single: '₹2,800', double: '₹3,200', contact: '+91 836 000 0003' },
  {
    serial: 4,
    name: 'Hotel 4, Hubballi',
    single: '₹4,500 + 12% tax',
    double: '₹5,000 + 12% tax',
    contact: '+91 836 000 0004',
  },
  { serial: 5, name: 'Hotel 5, Hubballi', single: '₹4,000', double: '₹4,500', contact: '+91 836 000 0005' },
  {
    serial: 6,
    name: 'Hotel 6, Hubballi',
    single: '₹3,200 + 12% tax',
    double: '₹3,800 + 12% tax',
    contact: '+91 836 000 0006',
  },
  { serial: 7, name: 'Hotel 7, Dharwad', single: '₹2,500', double: '₹3,000', contact: '+91 836 000 0007' },
  { serial: 8, name: 'Hotel 8, Dharwad', single: '₹2,000', double: '₹2,500', contact: '+91 836 000 0008' },
];

export const ACCOMMODATION_TRAVEL_NOTE =
  'Hubballi hotels are about 20 km from the venue; allow 30 to 40 minutes by road. Rates are per night and may change: please confirm with the hotel when you book.';
