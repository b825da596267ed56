import { describe, expect, it } from 'vitest';
import { designAltText, detailHref, splitWords, storeSearchHref, wordsOf } from './productText';

describe('product texts', () => {
  it('splits comma-separated fields, trimming and dropping blanks and repeats', () => {
    expect(splitWords('Home textiles, Swimwear,,Swimwear ')).toEqual(['Home textiles', 'Swimwear']);
    expect(splitWords('')).toEqual([]);
    expect(splitWords(null)).toEqual([]);
    expect(wordsOf('Vintage', 'Kidswear,Vintage', undefined, 'Floral')).toEqual(['Vintage', 'Kidswear', 'Floral']);
  });

  it('alt text combines brand, product type, scene, style and label, in that order', () => {
    expect(
      designAltText({
        brandStr: 'Atelier Nord',
        productFicationStr: 'Textile print',
        sceneStr: 'Home textiles,Swimwear',
        styleStr: 'Vintage',
        label: 'Ocean Deep floral',
      }),
    ).toBe('Atelier Nord, Textile print, Home textiles, Swimwear, Vintage, Ocean Deep floral');
  });

  it('alt text skips empty fields', () => {
    expect(designAltText({ brandStr: '', productFicationStr: 'Wallpaper', sceneStr: '', styleStr: 'Folk', label: '' })).toBe(
      'Wallpaper, Folk',
    );
  });

  it('links to the detail page and to a store search for a word', () => {
    expect(detailHref(1001)).toBe('/detail/1001');
    expect(storeSearchHref('Home textiles')).toBe('/store?q=Home%20textiles');
    expect(storeSearchHref('Spring/Summer & more')).toBe('/store?q=Spring%2FSummer%20%26%20more');
  });
});
