import { describe, expect, it } from 'vitest';
import { coverSizes, coverSources, coverSrcSet, srcSetIfCover } from './covers';

describe('cover srcset', () => {
  it('offers every rendered width of a cover', () => {
    expect(coverSrcSet('/img/cover/1001.webp')).toBe(
      '/img/cover/1001.webp?w=320 320w, /img/cover/1001.webp?w=480 480w, /img/cover/1001.webp?w=640 640w, /img/cover/1001.webp?w=960 960w',
    );
  });

  it('keeps a query the cover URL already has (an image host’s signature)', () => {
    expect(coverSrcSet('https://img.example.com/img/cover/7.webp?v=3')).toBe(
      'https://img.example.com/img/cover/7.webp?v=3&w=320 320w, https://img.example.com/img/cover/7.webp?v=3&w=480 480w, https://img.example.com/img/cover/7.webp?v=3&w=640 640w, https://img.example.com/img/cover/7.webp?v=3&w=960 960w',
    );
  });

  it('offers widths only for the shop’s covers: a banner’s image may be any URL, served as it is', () => {
    expect(srcSetIfCover('/img/cover/1013.webp')).toBe(coverSrcSet('/img/cover/1013.webp'));
    expect(srcSetIfCover('https://img.example.com/img/cover/7.webp?v=3')).toBe(coverSrcSet('https://img.example.com/img/cover/7.webp?v=3'));
    expect(srcSetIfCover('https://cdn.example.com/banners/spring.jpg')).toBeUndefined();
    expect(srcSetIfCover('/img/cover/1013.png')).toBeUndefined();
    expect(srcSetIfCover('/uploads/img/cover/1013.webp')).toBeUndefined();
  });

  it('sizes a square cover by the longer side of the box it fills', () => {
    expect(coverSizes(327, 490.6)).toBe('491px');
    expect(coverSizes(400, 250)).toBe('400px');
  });
});

describe('cover sources of an <Image>', () => {
  it('gives a cover its widths with the sizes it is drawn at', () => {
    expect(coverSources('/img/cover/1441.webp', '160px')).toEqual({ srcSet: coverSrcSet('/img/cover/1441.webp'), sizes: '160px' });
  });

  it('gives any other image, or none yet, neither: sizes without a srcset would mean nothing', () => {
    expect(coverSources('https://cdn.example.com/banners/spring.jpg', '160px')).toEqual({});
    expect(coverSources(undefined, '160px')).toEqual({});
  });
});
