// Draws the fictional 2031 edition's gallery pictures (editions/fixture-2031/public/images), so the
// browser tests of the carousel have photos to step through: abstract scenes in the fixture's
// colours, small JPEGs, never anyone's real photo. Run again only to change them:
// `npx tsx scripts/edition/fixture-photos.ts`.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { ROOT } from '../suite/config';

const FOLDER = join(ROOT, 'editions', 'fixture-2031', 'public', 'images');
const WIDTH = 480;
const HEIGHT = 320;
const SCENES = [
  { sky: '#0f5c5c', ground: '#e0a458', accent: '#f4f1ea' },
  { sky: '#1f3a5f', ground: '#4d8b8b', accent: '#f2c14e' },
  { sky: '#6b2d5c', ground: '#f0a868', accent: '#fdf6ec' },
  { sky: '#2d4739', ground: '#a3b18a', accent: '#f6e7cb' },
  { sky: '#3d3d8f', ground: '#8fb8de', accent: '#ffe8a3' },
  { sky: '#8a4b0f', ground: '#d9b26f', accent: '#f7efe2' },
];

/** A stage, a screen and rows of seats: an auditorium drawn in flat shapes. */
function scene({ sky, ground, accent }: (typeof SCENES)[number], index: number): string {
  const seats = Array.from({ length: 4 }, (_, row) =>
    Array.from({ length: 9 }, (_, seat) => {
      const x = 36 + seat * 48 + (row % 2) * 12;
      return `<rect x="${x}" y="${214 + row * 24}" width="30" height="14" rx="5" fill="${sky}" opacity="${0.55 + row * 0.1}"/>`;
    }).join(''),
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <rect width="${WIDTH}" height="${HEIGHT}" fill="${sky}"/>
    <rect y="190" width="${WIDTH}" height="130" fill="${ground}"/>
    <rect x="${110 + index * 6}" y="40" width="240" height="120" rx="6" fill="${accent}"/>
    <circle cx="${180 + index * 12}" cy="100" r="${22 + index * 3}" fill="${ground}"/>
    <rect x="${250 - index * 4}" y="80" width="70" height="10" rx="5" fill="${sky}"/>
    <rect x="${250 - index * 4}" y="100" width="50" height="10" rx="5" fill="${sky}" opacity="0.6"/>
    ${seats}
  </svg>`;
}

mkdirSync(FOLDER, { recursive: true });
for (const [index, colours] of SCENES.entries()) {
  await sharp(Buffer.from(scene(colours, index)))
    .jpeg({ quality: 70, mozjpeg: true })
    .toFile(join(FOLDER, `memories-${index + 1}.jpg`));
}
console.log(`Drew ${SCENES.length} pictures into ${FOLDER}`);
