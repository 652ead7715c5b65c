// The fixture edition's general chair has a photo (editions/fixture-2031/photos/): the prerendered
// page carries the picture as the browser gets it before any script runs (width and height, so
// nothing shifts; a srcset per format), and every file it names is an image of the size it states.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SITE_URL } from '../../scripts/suite/config';
import { PORTRAIT_SIZE } from '../../web/src/components/ui/portrait';
import { GENERAL_CHAIRS } from '../../web/src/content/committees';
import { isKnown } from '../../web/src/content/fact';

const chair = GENERAL_CHAIRS.find((person) => isKnown(person.photo));

/** The attributes of each `<tag …>` in `html`, by lower-case name. */
function attributes(tag: string, html: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map(([, list = '']) =>
    Object.fromEntries(
      [...list.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name = '', value = '']) => [name.toLowerCase(), value]),
    ),
  );
}

/** "a.avif 1x, b.avif 2x" as [url, density] pairs. */
function candidates(srcset: string): [string, number][] {
  return srcset.split(',').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.trim().split(/\s+/);
    expect(descriptor).toMatch(/^\d+x$/);
    return [url, Number.parseInt(descriptor, 10)];
  });
}

/** What sharp calls each served type when it reads the file (AVIF is a HEIF container). */
const FORMAT_OF: Record<string, string> = { 'image/avif': 'heif', 'image/webp': 'webp', 'image/jpeg': 'jpeg' };

describe("the general chair's photo", () => {
  it('is prerendered as a sized picture, each file of it an image of the size its srcset states', async () => {
    const name = chair?.name;
    if (name === undefined || !isKnown(name)) throw new Error('the fixture names a general chair with a photo');
    const response = await fetch(`${SITE_URL}/committee/general-chairs`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const card = html.split('<li').find((item) => item.includes(name));
    const picture = /<picture>(.*?)<\/picture>/s.exec(card ?? '')?.[1];
    if (!picture) throw new Error(`no picture in the card of ${name}`);

    const [img] = attributes('img', picture);
    expect(img).toMatchObject({ width: String(PORTRAIT_SIZE), height: String(PORTRAIT_SIZE), alt: '' });
    expect(img?.loading).toMatch(/^(lazy|eager)$/);
    const sources = attributes('source', picture);
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);

    const sets = [...sources, { type: 'image/jpeg', srcset: img?.srcset ?? '' }];
    for (const { type = '', srcset = '' } of sets) {
      const files = candidates(srcset);
      expect(files.map(([, density]) => density)).toEqual([1, 2]);
      for (const [url, density] of files) {
        const file = await fetch(new URL(url, SITE_URL));
        expect(file.status, url).toBe(200);
        expect(file.headers.get('content-type'), url).toMatch(new RegExp(`^${type}\\b`));
        const { format, width, height } = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
        expect({ url, format, width, height }).toEqual({
          url,
          format: FORMAT_OF[type],
          width: PORTRAIT_SIZE * density,
          height: PORTRAIT_SIZE * density,
        });
      }
    }
    expect(candidates(img?.srcset ?? '')[0]?.[0]).toBe(img?.src);
  });
});
