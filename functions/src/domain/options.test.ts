import { describe, it, expect } from 'vitest';
import { COUNTRIES, GENDERS, TITLES } from './options';

describe('participant form options', () => {
  it('offers the titles Dr, Prof, Mr, Mrs, Ms in that order', () => {
    expect(TITLES).toEqual(['Dr', 'Prof', 'Mr', 'Mrs', 'Ms']);
  });

  it('offers the countries India, USA, UK, Canada, Other in that order', () => {
    expect(COUNTRIES).toEqual(['India', 'USA', 'UK', 'Canada', 'Other']);
  });

  it('offers the genders Male, Female, Other in that order', () => {
    expect(GENDERS).toEqual(['Male', 'Female', 'Other']);
  });
});
