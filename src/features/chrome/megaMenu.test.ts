import { describe, expect, it } from 'vitest';
import type { ProductTypeGroup, ProductTypeWord } from '../../api/types';
import { FIRST_COLUMN_SIZE, menuCategories, splitColumns } from './megaMenu';

const word = (id: number, rootName: string): ProductTypeWord => ({ id, word: `w${id}`, productCount: id, rootName, check: false });

describe('menuCategories', () => {
  it("keeps the word groups in order, without 'Price' and 'License type'", () => {
    const groups: ProductTypeGroup[] = [
      { name: 'Style', data: [word(201, 'Style')] },
      { name: 'Price', data: { maxPrice: 166 } },
      { name: 'License type', data: [word(0, 'imgType')] },
      { name: 'Scene', data: [word(301, 'Scene')] },
    ];
    expect(menuCategories(groups).map((g) => g.name)).toEqual(['Style', 'Scene']);
  });

  it('is empty for an empty type list', () => {
    expect(menuCategories([])).toEqual([]);
  });
});

describe('splitColumns', () => {
  const words = Array.from({ length: 23 }, (_, i) => i + 1);

  it('puts the first 15 in the first column and the rest in the second', () => {
    expect(FIRST_COLUMN_SIZE).toBe(15);
    const [first, second] = splitColumns(words);
    expect(first).toEqual(words.slice(0, 15));
    expect(second).toEqual([16, 17, 18, 19, 20, 21, 22, 23]);
  });

  it('leaves the second column empty for 15 words or fewer', () => {
    expect(splitColumns(words.slice(0, 15))).toEqual([words.slice(0, 15), []]);
    expect(splitColumns([1, 2])).toEqual([[1, 2], []]);
  });

  it('keeps every word beyond 30 in the second column', () => {
    const many = Array.from({ length: 40 }, (_, i) => i);
    expect(splitColumns(many)[1]).toHaveLength(25);
  });
});
