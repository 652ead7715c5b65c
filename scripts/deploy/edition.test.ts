import { describe, expect, it } from 'vitest';
import { editionProblems, type EditionState } from './edition';

const consistent: EditionState = {
  expected: 'icei-2025',
  functionEdition: 'icei-2025',
  siteHtml: '<title>Home | IEEE Conference on Engineering Informatics 2025</title>',
  name: 'IEEE Conference on Engineering Informatics 2025',
};

describe('deploy check: one edition is shipped', () => {
  it('passes when the function and web/dist were built for the expected edition', () => {
    expect(editionProblems(consistent)).toEqual([]);
  });

  it('names the edition the function was built for, and how to fix it', () => {
    expect(editionProblems({ ...consistent, functionEdition: 'fixture-2031' })).toEqual([
      'functions/lib was built for fixture-2031, not icei-2025: run EDITION=icei-2025 npm run build',
    ]);
    expect(editionProblems({ ...consistent, functionEdition: undefined })).toEqual([
      'functions/lib was built for no edition, not icei-2025: run EDITION=icei-2025 npm run build',
    ]);
  });

  it('fails when the site was built for another edition or not at all', () => {
    const other = editionProblems({ ...consistent, siteHtml: '<title>Symposium on Civic Informatics 2031</title>' });
    expect(other).toHaveLength(1);
    expect(other[0]).toMatch(/^web\/dist was built for another edition/);
    expect(editionProblems({ ...consistent, siteHtml: undefined })[0]).toMatch(/^web\/dist\/index\.html is missing/);
  });

  it('compares the name as HTML prints it', () => {
    const name = 'Design & Data 2030';
    expect(editionProblems({ ...consistent, name, siteHtml: '<h1>Design &amp; Data 2030</h1>' })).toEqual([]);
  });
});
