import { CALL_BACK_TOPICS, PROGRAMS } from 'shared-contracts';
import { choicesWorded } from '../src/search/choice-wordings';

describe("a form's fixed choices found by their wording", () => {
  test.each([...CALL_BACK_TOPICS, ...PROGRAMS])('%s has wordings under its stored value', (value) => {
    expect(choicesWorded(value)).toContain(value);
  });

  test('in Marathi, Hindi or English, in any case', () => {
    expect(choicesWorded('माती')).toEqual(['Soil or water test']);
    expect(choicesWorded('मिट्टी')).toEqual(['Soil or water test']);
    expect(choicesWorded('TRAINING')).toEqual(['A programme']);
  });

  test('a nukta letter typed as one character or as two finds the same wording', () => {
    const composed = 'रो\u095Bगार';
    const decomposed = 'रो\u091C\u093Cगार';
    expect(choicesWorded(composed)).toEqual(choicesWorded(decomposed));
    expect(choicesWorded(composed)).toContain('Employment Opportunities');
  });

  test('a single letter, in nearly every wording, finds no choice by wording', () => {
    expect(choicesWorded('e')).toEqual([]);
    expect(choicesWorded('गट')).toEqual(['A programme']);
  });
});
