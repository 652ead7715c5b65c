import { describe, expect, it } from 'vitest';
import {
  financialYearLabel,
  financialYearOf,
  INVOICE_NUMBER_MAX,
  creditNoteFileName,
  invoiceFileName,
  invoiceNumberParts,
  invoiceNumber,
  invoicePrefixProblem,
  isDocumentNumberShape,
} from './invoice-number';

describe('invoice numbers', () => {
  it('belong to the financial year, 1 April to 31 March', () => {
    expect(financialYearOf('2025-11-07')).toBe(2025);
    expect(financialYearOf('2026-03-31')).toBe(2025);
    expect(financialYearOf('2026-04-01')).toBe(2026);
    expect(financialYearLabel(2025)).toBe('2526');
    expect(financialYearLabel(2099)).toBe('9900');
  });

  it('are consecutive within a year, unique across years, and lawful: at most 16 letters, digits, "-" and "/"', () => {
    const numbers = [2025, 2026].flatMap((year) =>
      Array.from({ length: 2_000 }, (_, index) => invoiceNumber('ICEI', year, index + 1)),
    );
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const number of numbers) {
      expect(number.length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX);
      expect(number).toMatch(/^[A-Za-z0-9/-]+$/);
    }
    expect(numbers.slice(0, 3)).toEqual(['ICEI/2526/1', 'ICEI/2526/2', 'ICEI/2526/3']);
  });

  it('are told from text that none could be: every number made has the shape, and nothing else does', () => {
    for (const sequence of [1, 99_999]) {
      expect(isDocumentNumberShape(invoiceNumber('ICEI', 2025, sequence))).toBe(true);
      expect(isDocumentNumberShape(invoiceNumber('ICEI', 2025, sequence, { series: 'credit-note' }))).toBe(true);
    }
    for (const text of ['', '../x', 'ICEI 2526 1', 'ICEI/2526/1?x=1', 'D'.repeat(INVOICE_NUMBER_MAX + 1)]) {
      expect(isDocumentNumberShape(text), text).toBe(false);
    }
  });

  it('give credit notes a series of their own, apart from every invoice number', () => {
    const invoices = Array.from({ length: 500 }, (_, index) => invoiceNumber('ICEI', 2025, index + 1));
    const credits = Array.from({ length: 500 }, (_, index) =>
      invoiceNumber('ICEI', 2025, index + 1, { series: 'credit-note' }),
    );
    expect(new Set([...invoices, ...credits]).size).toBe(1_000);
    expect(credits[0]).toBe('ICEI/2526/C1');
  });

  it('accept a prefix only if the longest credit note it gives fits in 16 characters', () => {
    for (const prefix of ['A', 'ICEI', 'ICEI-25', 'ABCDEFGHIJKL']) {
      const fits = invoicePrefixProblem(prefix) === null;
      const longest = () => invoiceNumber(prefix, 2099, 99_999, { series: 'credit-note' });
      if (fits) expect(longest().length).toBeLessThanOrEqual(INVOICE_NUMBER_MAX);
      else expect(longest).toThrow(RangeError);
    }
  });

  it('refuse a prefix that would not fit, or holds other characters, saying why', () => {
    expect(invoicePrefixProblem('ICEI')).toBeNull();
    expect(invoicePrefixProblem('ICEI-IITDH')).toMatch(/^at most \d+ characters, so that ".+" fits in 16$/);
    expect(invoicePrefixProblem('ICEI 25')).toBe('letters, digits, "-" and "/" only');
    expect(() => invoiceNumber('ICEI-IITDH', 2025, 99_999)).toThrow(RangeError);
    expect(() => invoiceNumber('ICEI', 2025, 0)).toThrow(RangeError);
  });

  it('are read back as their prefix, series and sequence, whatever "/" the prefix holds', () => {
    for (const prefix of ['ICEI', 'IITDH/ICEI', 'A-1']) {
      for (const series of ['invoice', 'credit-note'] as const) {
        for (const sequence of [1, 9, 10, 99_999]) {
          const number = invoiceNumber(prefix, 2025, sequence, { series, unchecked: true });
          expect(invoiceNumberParts(number)).toEqual({ prefix, series, sequence });
        }
      }
    }
    for (const other of ['', 'ICEI', 'ICEI/2526', 'ICEI/25/7', 'ICEI/2526/X7']) {
      expect(() => invoiceNumberParts(other), other).toThrow(RangeError);
    }
  });

  it('name their files without a slash, one file for each number', () => {
    const numbers = ['ICEI/2526/7', 'ICEI/2526/C7', 'IITDH/ICEI/2526/7'];
    const files = numbers.map(invoiceFileName);
    expect(new Set(files).size).toBe(numbers.length);
    for (const file of files) expect(file).toMatch(/^tax-invoice-[A-Za-z0-9-]+\.pdf$/);
    // A credit note's file is never named as a tax invoice.
    expect(creditNoteFileName('ICEI/2526/C7')).toBe('credit-note-ICEI-2526-C7.pdf');
  });
});
