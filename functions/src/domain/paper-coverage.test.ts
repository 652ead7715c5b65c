import { describe, expect, it } from 'vitest';
import { paperCoverage, parseAcceptedPaperIds } from './paper-coverage';

describe('accepted paper list', () => {
  it('reads IDs one per line or separated by commas, semicolons or spaces, once each', () => {
    expect(parseAcceptedPaperIds('101\n102, 103;104  105\r\n101\n p-7 \nP-7')).toEqual([
      '101',
      '102',
      '103',
      '104',
      '105',
      'p-7',
    ]);
    expect(parseAcceptedPaperIds('  \n ')).toEqual([]);
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
