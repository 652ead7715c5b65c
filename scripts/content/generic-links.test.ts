import { describe, expect, it } from 'vitest';
import { genericLinks, isGenericLink, linksIn } from './generic-links';

describe('isGenericLink', () => {
  it('takes a home page or a bare form or collection page for a generic link', () => {
    for (const href of [
      'https://forms.gle/',
      'https://www.facebook.com/',
      'https://cmt3.research.microsoft.com',
      'https://www.onlinesbi.sbi/sbicollect/',
      'https://docs.google.com/forms/',
      'https://www.google.com/maps',
    ]) {
      expect(isGenericLink(href), href).toBe(true);
    }
  });

  it('takes a page of its own, a form with an id or a query for a specific link', () => {
    for (const href of [
      'https://forms.gle/Xy7PqLm2',
      'https://docs.google.com/forms/d/e/1FAIpQL/viewform',
      'https://www.facebook.com/icei2025',
      'https://cmt3.research.microsoft.com/ICEI2025',
      'https://www.onlinesbi.sbi/sbicollect/icollecthome.htm?corpID=123456',
      'https://www.ieee.org/conferences/publishing/templates.html',
      'https://www.google.com/maps/place/IIT+Dharwad',
    ]) {
      expect(isGenericLink(href), href).toBe(false);
    }
  });

  it('leaves site paths, mail addresses and text alone', () => {
    for (const href of ['/docs/guide.pdf', 'mailto:someone@example.org', 'not a link', '']) {
      expect(isGenericLink(href), href).toBe(false);
    }
  });
});

describe('genericLinks', () => {
  it('finds links at any depth of the content and says where each sits', () => {
    const shared = { href: 'https://forms.gle/' };
    const modules = {
      site: { LINKS: { form: 'https://forms.gle/', paper: 'https://cmt3.research.microsoft.com/ICEI2025' } },
      home: { BUTTONS: [shared, { href: 'https://example.com/page' }], AGAIN: shared, TEXT: 'https://x.org/ in prose' },
    };
    expect(linksIn(modules).map(({ where }) => where)).toEqual([
      'site › LINKS › form',
      'site › LINKS › paper',
      'home › BUTTONS › 0 › href',
      'home › BUTTONS › 1 › href',
      'home › TEXT',
    ]);
    expect(genericLinks(modules)).toEqual([
      { where: 'site › LINKS › form', href: 'https://forms.gle/' },
      { where: 'home › BUTTONS › 0 › href', href: 'https://forms.gle/' },
    ]);
  });
});
