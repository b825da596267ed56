import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import { bannerGroups } from '../../../domain/banners';
import { bannerGroupList, colourPair, move, refusedField } from './curation';

describe('curation', () => {
  it('lists the banner groups of the contract, in order', () => {
    expect(bannerGroupList.map((g) => [String(g.id), g.name])).toEqual(Object.entries(bannerGroups));
  });
  it('reads the field a refusal names', () => {
    expect(refusedField(new ApiError(400, 'title cannot be empty', { field: 'title' }))).toBe('title');
    expect(refusedField(new ApiError(500, 'Server error'))).toBeUndefined();
    expect(refusedField(new Error('network'))).toBeUndefined();
  });
  it('splits colorBg into two colours, falling back on what it cannot read', () => {
    expect(colourPair('#1f3a5f,#c9d6e3', ['#000000', '#ffffff'])).toEqual(['#1f3a5f', '#c9d6e3']);
    expect(colourPair('red', ['#000000', '#ffffff'])).toEqual(['#000000', '#ffffff']);
  });
  it('moves an item up or down, never out of the list', () => {
    expect(move([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(move([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(move([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(move([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});
