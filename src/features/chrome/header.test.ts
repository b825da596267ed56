import { describe, expect, it } from 'vitest';
import { avatarInitial, IMAGE_SEARCH_PATH, storeSearchPath, storeWordPath } from './header';

describe('storeSearchPath', () => {
  it('searches the store for the trimmed text, encoded', () => {
    expect(storeSearchPath('rose')).toBe('/store?q=rose');
    expect(storeSearchPath('  paisley blue ')).toBe('/store?q=paisley%20blue');
    expect(storeSearchPath('a&b=c?#')).toBe('/store?q=a%26b%3Dc%3F%23');
    expect(new URLSearchParams(storeSearchPath('50% off & more').split('?')[1]).get('q')).toBe('50% off & more');
  });

  it('goes to the whole store for empty text', () => {
    expect(storeSearchPath('')).toBe('/store');
    expect(storeSearchPath('   ')).toBe('/store');
  });
});

describe('storeWordPath', () => {
  it('filters the store by the word id', () => {
    expect(storeWordPath(401)).toBe('/store?ids=401');
  });
});

it('image search opens the store with its upload area', () => {
  expect(IMAGE_SEARCH_PATH).toBe('/store?upload=1');
});

describe('avatarInitial', () => {
  it('is the first letter of the company name in upper case', () => {
    expect(avatarInitial({ companyName: 'ada prints', email: 'ada@example.com' })).toBe('A');
    expect(avatarInitial({ companyName: '  éclat studio', email: 'x@example.com' })).toBe('É');
  });

  it('falls back to the email, then to a question mark', () => {
    expect(avatarInitial({ companyName: '', email: 'zoe@example.com' })).toBe('Z');
    expect(avatarInitial({ companyName: ' ', email: '' })).toBe('?');
    expect(avatarInitial(null)).toBe('?');
  });
});
