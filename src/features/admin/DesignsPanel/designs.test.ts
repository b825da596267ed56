import { describe, expect, it } from 'vitest';
import { designChanges, formOf, refusedField, wordsOf } from './designs';
import { sampleDesigns } from './designs.stories-support';

const design = sampleDesigns[0]!;

describe('designChanges', () => {
  it('is null when nothing changed', () => {
    expect(designChanges(design, formOf(design))).toBeNull();
  });

  it('sends only what changed, amounts as numbers and words as lists', () => {
    const form = formOf(design);
    form.price = ' 52.5 ';
    form.words = { ...form.words, Motif: 'Rose,  Peony, rose ,' };
    form.isBuyout = true;
    expect(designChanges(design, form)).toEqual({ productId: 1001, price: 52.5, isBuyout: 1, words: { Motif: ['Rose', 'Peony', 'rose'] } });
  });

  it('leaves an amount that is not a number as typed, for the server to name', () => {
    const form = formOf(design);
    form.price = '12,50';
    expect(designChanges(design, form)).toEqual({ productId: 1001, price: '12,50' });
  });
});

describe('wordsOf', () => {
  it('drops empty words and repeats', () => {
    expect(wordsOf(' a, ,b,a ')).toEqual(['a', 'b']);
  });
});

describe('refusedField', () => {
  it("takes the envelope's field, else the field the message starts with", () => {
    expect(refusedField({ field: 'words.Style' }, 'Style words must be at most 40 characters')).toBe('words.Style');
    expect(refusedField(undefined, 'price must be a number of dollars')).toBe('price');
    expect(refusedField(null, 'Server error')).toBeNull();
  });
});
