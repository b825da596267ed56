import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_SEARCH_BYTES } from '../../domain/imageSearch';
import { imageFileProblem } from './imageFile';

const file = (name: string, type: string, size: number) => ({ name, type, size });

describe('imageFileProblem', () => {
  it('accepts images up to and including 10 MB', () => {
    expect(imageFileProblem(file('rose.png', 'image/png', 2048))).toBeNull();
    expect(imageFileProblem(file('rose.jpg', 'image/jpeg', MAX_IMAGE_SEARCH_BYTES))).toBeNull();
    expect(imageFileProblem(file('rose.webp', 'image/webp', 1))).toBeNull();
  });

  it('names a file that is not an image', () => {
    expect(imageFileProblem(file('notes.pdf', 'application/pdf', 2048))).toBe(
      '“notes.pdf” is not an image. Choose a JPG, PNG, WebP or GIF file.',
    );
    expect(imageFileProblem(file('mystery', '', 2048))).toMatch(/is not an image/);
  });

  it('names an image over 10 MB', () => {
    expect(imageFileProblem(file('huge.png', 'image/png', MAX_IMAGE_SEARCH_BYTES + 1))).toBe(
      '“huge.png” is larger than 10 MB. Choose a smaller image.',
    );
  });

  it('refuses an empty file', () => {
    expect(imageFileProblem(file('empty.png', 'image/png', 0))).toMatch(/is empty/);
  });
});
