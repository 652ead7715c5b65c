import { describe, expect, it } from 'vitest';
import { acceptedAuthorInvalid, acceptedAuthorWithoutPaper } from './messages';
import { paperCoverage, parseAcceptedPapers } from './paper-coverage';

const idsOf = (text: string) => {
  const parsed = parseAcceptedPapers(text);
  return parsed.ok ? parsed.papers.ids : parsed.message;
};

describe('accepted paper list', () => {
  it('reads IDs one per line or separated by commas, semicolons or spaces, once each', () => {
    expect(idsOf('101\n102, 103;104  105\r\n101\n p-7 \nP-7')).toEqual(['101', '102', '103', '104', '105', 'p-7']);
    expect(idsOf('  \n ')).toEqual([]);
  });

  it("reads the e-mail addresses after a paper's ID as its authors', in lower case, once each", () => {
    const parsed = parseAcceptedPapers(
      'P-7 Asha@Example.org, ravi@example.org\n101\np-7 asha@example.org; meera@example.in',
    );
    expect(parsed).toEqual({
      ok: true,
      papers: {
        ids: ['P-7', '101'],
        // Keyed as paper IDs compare (paperKey): P-7 and p-7 are one paper.
        authors: { 'P-7': ['asha@example.org', 'ravi@example.org', 'meera@example.in'] },
      },
    });
  });

  it('refuses an address before any paper ID, and a word with an @ that is no address', () => {
    expect(parseAcceptedPapers('asha@example.org P-7')).toEqual({
      ok: false,
      message: acceptedAuthorWithoutPaper('asha@example.org'),
    });
    expect(parseAcceptedPapers('P-7 @asha')).toEqual({ ok: false, message: acceptedAuthorInvalid('@asha') });
  });
});

describe('paper coverage', () => {
  const coverage = paperCoverage(
    ['101', '102', 'P-7', '104'],
    [
      { id: 'A', paperIds: ['101', '102'], paymentVerified: true },
      { id: 'B', paperIds: ['102'], paymentVerified: false },
      { id: 'C', paperIds: ['p-7'], paymentVerified: false },
    ],
  );

  it('covers a paper when one registration naming it is payment-verified', () => {
    expect(coverage.map((paper) => [paper.paperId, paper.covered])).toEqual([
      ['101', true],
      ['102', true],
      ['P-7', false],
      ['104', false],
    ]);
  });

  it('lists every registration naming a paper, matching IDs without case', () => {
    expect(coverage[1]?.registrations).toEqual([
      { id: 'A', paymentVerified: true },
      { id: 'B', paymentVerified: false },
    ]);
    expect(coverage[2]?.registrations).toEqual([{ id: 'C', paymentVerified: false }]);
    expect(coverage[3]?.registrations).toEqual([]);
  });
});
