import { TBA, type Fact, type Photo } from '../../../web/src/content/fact';
import type { NearbyDestination, Station } from '../../../web/src/content/types';
export type { NearbyDestination, Station } from '../../../web/src/content/types';

// Venue & Travel pages (docs/rules.md, "The pages"). Distances and drive times are approximate road figures.
export const VENUE = {
  name: 'Civic Institute of Technology',
  address: 'Chikkamalligawad, Dharwad, Karnataka 580007, India',
  mapUrl: 'https://www.openstreetmap.org/search?query=IIT%20Dharwad',
};

export const AIRPORTS: readonly { name: string; detail: string }[] = [
  {
    name: 'Hubballi Airport (HBX)',
    detail: 'About 30 km from the campus, with direct flights from Bengaluru, Mumbai, Delhi and Hyderabad.',
  },
  { name: 'Belagavi Airport (IXG)', detail: 'About 80 km away; taxis take around 1 hour 45 minutes.' },
  {
    name: 'Kempegowda International Airport, Bengaluru (BLR)',
    detail: 'About 430 km away, for international arrivals; connect by air or train to Hubballi.',
  },
];

// One table of two stations (docs/rules.md, "The pages").
export const RAILWAY_STATIONS: readonly Station[] = [
  { name: 'Dharwad Railway Station (DWR)', distanceKm: 12 },
  { name: 'Hubballi Junction (UBL)', distanceKm: 25 },
];

export const LOCAL_TRANSPORT: readonly string[] = [
  'App-based cabs and auto-rickshaws are available in Dharwad and Hubballi.',
  'The Hubballi-Dharwad BRTS buses connect both cities; the campus is a short ride from the nearest stop.',
  'Prepaid taxis wait at Hubballi Airport and both railway stations.',
];

export const DHARWAD = {
  city: 'Dharwad, the twin city of Hubballi in northern Karnataka, is known for its universities, its Hindustani classical music tradition and the Dharwad peda.',
  climate:
    'November is pleasant and dry: days around 28 °C and nights around 16 °C. Bring a light jacket for the evenings.',
  industries:
    'The Hubballi-Dharwad region hosts engineering, automotive components, food processing and a growing IT and electronics sector.',
  attractions: [
    'Sadhankeri Park and lake',
    'Nrupatunga Betta hill, Hubballi',
    'Unkal Lake, Hubballi',
    'Karnatak University campus and museum',
    'Chandramouleshwara Temple, Unkal',
  ],
};

// Five destinations with drive times (docs/rules.md, "The pages").
export const NEARBY_DESTINATIONS: readonly NearbyDestination[] = [
  {
    name: 'Hampi',
    driveTime: 'About 3 hours 30 minutes',
    description: 'UNESCO World Heritage ruins of the Vijayanagara empire.',
  },
  {
    name: 'Badami',
    driveTime: 'About 2 hours 30 minutes',
    description: 'Rock-cut cave temples of the early Chalukyas.',
  },
  {
    name: 'Gokarna',
    driveTime: 'About 3 hours 30 minutes',
    description: 'Temple town and quiet beaches on the Arabian Sea.',
  },
  {
    name: 'Dandeli',
    driveTime: 'About 1 hour 45 minutes',
    description: 'Forests, wildlife and rafting on the Kali river.',
  },
  { name: 'Jog Falls', driveTime: 'About 4 hours', description: 'One of the highest plunge waterfalls in India.' },
];

// A gallery of six (docs/rules.md, "The pages"); no photos are published yet.
export const NEARBY_GALLERY: readonly { id: number; photo: Fact<Photo> }[] = [1, 2, 3, 4, 5, 6].map((id) => ({
  id,
  photo: TBA,
}));

export const NEARBY_PHOTO_SIZE = { width: 480, height: 320 };
