import { describe, expect, it } from 'vitest';
import { checkColourway, colourwayColours, colourwayLabel, colourwayMessages, colourwayOf } from './colourway';

const palette = ['#1b1f3b', '#e0c097', '#b85c38'];

describe('colourwayOf', () => {
  it('writes the new colours in palette order without #', () => {
    expect(colourwayOf(palette, ['#B5523B', '#e0c097', '#8fa98b'])).toBe('b5523b,e0c097,8fa98b');
  });

  it('spells the design’s own colours as the empty colourway', () => {
    expect(colourwayOf(palette, ['#1B1F3B', '#e0c097', '#b85c38'])).toBe('');
  });

  it('refuses a list that does not match the palette', () => {
    expect(() => colourwayOf(palette, ['#b5523b'])).toThrow();
    expect(() => colourwayOf(palette, ['#b5523b', 'red', '#000000'])).toThrow();
  });
});

describe('checkColourway', () => {
  it('takes a colourway with one colour per palette colour, in lower case', () => {
    expect(checkColourway(' B5523B,E0C097,8FA98B ', palette)).toEqual({ ok: true, colourway: 'b5523b,e0c097,8fa98b' });
  });

  it('stores a colourway equal to the palette as the design’s own', () => {
    expect(checkColourway('1b1f3b,e0c097,b85c38', palette)).toEqual({ ok: true, colourway: '' });
  });

  it('says how many colours the design has when the count differs', () => {
    expect(checkColourway('b5523b,e0c097', palette)).toEqual({ ok: false, desc: colourwayMessages.count(3, 2) });
    expect(colourwayMessages.count(3, 2)).toBe('This design has 3 colours; the colourway gives 2');
  });

  it('refuses what is not hex colours', () => {
    expect(checkColourway('#b5523b,e0c097,8fa98b', palette)).toEqual({ ok: false, desc: colourwayMessages.format });
    expect(checkColourway('b5523,e0c097,8fa98b', palette)).toEqual({ ok: false, desc: colourwayMessages.format });
    expect(checkColourway('b5523b,,8fa98b', palette)).toEqual({ ok: false, desc: colourwayMessages.format });
  });

  it('takes only the own colours of a design whose colours were never measured', () => {
    expect(checkColourway('', [])).toEqual({ ok: true, colourway: '' });
    expect(checkColourway('b5523b', [])).toEqual({ ok: false, desc: colourwayMessages.noPalette });
  });
});

describe('naming', () => {
  it('names a colourway by its colours, and the own colours as such', () => {
    expect(colourwayLabel('b5523b,e0c097')).toBe('Colourway #B5523B · #E0C097');
    expect(colourwayLabel('')).toBe('Original colours');
  });

  it('reads the colours back as #rrggbb', () => {
    expect(colourwayColours('b5523b,e0c097')).toEqual(['#b5523b', '#e0c097']);
    expect(colourwayColours('')).toEqual([]);
  });
});
