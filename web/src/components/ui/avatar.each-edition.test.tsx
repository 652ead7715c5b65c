import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TBA } from '../../content/fact';
import { Avatar } from './avatar';

// What a build makes of one photo (scripts/edition/portraits-plugin.ts makes the real ones).
const PREPARED = {
  'ananya-kulkarni.jpg': {
    sources: [
      { type: 'image/avif', srcSet: '/assets/a-96-1.avif 1x, /assets/a-192-2.avif 2x' },
      { type: 'image/webp', srcSet: '/assets/a-96-3.webp 1x, /assets/a-192-4.webp 2x' },
    ],
    src: '/assets/a-96-5.jpg',
    srcSet: '/assets/a-96-5.jpg 1x, /assets/a-192-6.jpg 2x',
  },
};

describe('Avatar', () => {
  it('shows a prepared photo as a picture: modern formats first, a sized JPEG img, lazy by default', () => {
    expect(renderToStaticMarkup(<Avatar photo="ananya-kulkarni.jpg" prepared={PREPARED} />)).toBe(
      '<picture>' +
        '<source type="image/avif" srcSet="/assets/a-96-1.avif 1x, /assets/a-192-2.avif 2x"/>' +
        '<source type="image/webp" srcSet="/assets/a-96-3.webp 1x, /assets/a-192-4.webp 2x"/>' +
        '<img class="avatar" src="/assets/a-96-5.jpg" srcSet="/assets/a-96-5.jpg 1x, /assets/a-192-6.jpg 2x" ' +
        'alt="" width="96" height="96" loading="lazy" decoding="async"/>' +
        '</picture>',
    );
    expect(renderToStaticMarkup(<Avatar photo="ananya-kulkarni.jpg" loading="eager" prepared={PREPARED} />)).toContain(
      'loading="eager"',
    );
  });

  it('draws a silhouette of the same size while no photo is published', () => {
    const markup = renderToStaticMarkup(<Avatar photo={TBA} />);
    expect(markup).toMatch(/^<svg class="avatar" width="96" height="96"/);
    expect(markup).not.toContain('<img');
  });

  it('refuses a photo the build did not prepare rather than show a broken image', () => {
    expect(() => renderToStaticMarkup(<Avatar photo="someone-else.jpg" prepared={PREPARED} />)).toThrow(
      'The portrait someone-else.jpg was not prepared',
    );
  });
});
