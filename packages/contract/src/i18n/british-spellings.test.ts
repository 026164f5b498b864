import { describe, expect, it } from 'vitest';
import { findBritishSpellings } from './british-spellings.ts';

describe('findBritishSpellings', () => {
  it('finds the British spellings the issue named, and others of their kinds', () => {
    expect(findBritishSpellings('Amparo checks your licence.')).toEqual(['licence → license']);
    expect(findBritishSpellings('A verified organisation; two Organisations; organised')).toHaveLength(3);
    expect(findBritishSpellings('sessions you do not recognise')).toHaveLength(1);
    expect(findBritishSpellings('travel authorisation')).toHaveLength(1);
    expect(findBritishSpellings('your favourite colour, the city centre')).toHaveLength(3);
    expect(findBritishSpellings('a defence programme, whilst enrolment is open')).toHaveLength(4);
  });

  it('leaves American spellings, and words that only look alike, alone', () => {
    const american =
      'Your license, a recognized organization, the travel authorization, a realistic emphasis, criticism, ' +
      'an organism, the labor department, an hour, a tour, the center, a promise, otherwise, advise, ' +
      'canceled or cancelled, traveled or travelled, analyses, our neighbors.';
    expect(findBritishSpellings(american)).toEqual([]);
  });
});
