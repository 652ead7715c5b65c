import { describe, expect, it } from 'vitest';
import {
  GST_STATES,
  GST_STATE_OPTIONS,
  gstStateCodeOfName,
  gstinCheckCharacter,
  gstinProblem,
  stateCodeOfGstin,
} from './gstin';

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A GSTIN as the portal would issue one: the state, a PAN, the entity number, Z, the check. */
const issued = (state: string, pan: string, entity = '1') => {
  const first14 = `${state}${pan}${entity}Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

describe('GSTINs', () => {
  it('accepts one the GST portal publishes as an example, spaces and case aside', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem(' 27aapfu0939f1zv ')).toBeNull();
    expect(stateCodeOfGstin('27AAPFU0939F1ZV')).toBe('27');
  });

  it('accepts every state’s, and refuses a state code that is none', () => {
    for (const state of Object.keys(GST_STATES)) expect(gstinProblem(issued(state, 'ABCDE1234F'))).toBeNull();
    for (const state of ['00', '28', '39', '96', '99']) expect(gstinProblem(issued(state, 'ABCDE1234F'))).toBe('state');
  });

  it('catches any one character mistyped, by its shape or its check character', () => {
    const gstin = issued('29', 'AAGCB7383J');
    for (let index = 0; index < gstin.length; index += 1) {
      for (const character of CHARACTERS) {
        if (character === gstin[index]) continue;
        const typo = `${gstin.slice(0, index)}${character}${gstin.slice(index + 1)}`;
        expect(gstinProblem(typo), typo).not.toBeNull();
      }
    }
  });

  it('catches two neighbouring characters swapped', () => {
    const gstin = issued('29', 'AAGCB7383J');
    for (let index = 0; index + 1 < 14; index += 1) {
      if (gstin[index] === gstin[index + 1]) continue;
      const swapped = `${gstin.slice(0, index)}${gstin[index + 1]}${gstin[index]}${gstin.slice(index + 2)}`;
      expect(gstinProblem(swapped), swapped).not.toBeNull();
    }
  });

  it('says when the shape is wrong', () => {
    for (const value of [
      '',
      '27AAPFU0939F1Z',
      '27AAPFU0939F1ZVX',
      '27AAPFU0939F0ZV',
      '27AAPF10939F1ZV',
      '27AAPFU0939F1YV',
    ]) {
      expect(gstinProblem(value), value).toBe('shape');
    }
  });
});

describe('a state named in an address', () => {
  it('is found by its name, whatever its case and spacing, for every state and territory', () => {
    for (const [code, name] of Object.entries(GST_STATES)) {
      expect(gstStateCodeOfName(name)).toBe(code);
      expect(gstStateCodeOfName(`  ${name.toUpperCase()} `)).toBe(code);
    }
  });

  it('is nothing for a place that is not one', () => {
    expect(gstStateCodeOfName('Berlin')).toBeUndefined();
    expect(gstStateCodeOfName('')).toBeUndefined();
  });
});

describe('the states offered in a select', () => {
  it('are every state and territory once, in alphabetical order of their names', () => {
    const labels = GST_STATE_OPTIONS.map((option) => option.label);
    labels.slice(1).forEach((label, index) => {
      const before = labels[index] ?? '';
      expect(before.localeCompare(label, 'en-IN'), `${before} before ${label}`).toBeLessThan(0);
    });
    expect(Object.fromEntries(GST_STATE_OPTIONS.map((option) => [option.value, option.label]))).toEqual(GST_STATES);
    expect(GST_STATE_OPTIONS).toHaveLength(Object.keys(GST_STATES).length);
  });
});
