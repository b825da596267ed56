import { describe, expect, it } from 'vitest';
import { changedFields } from './audit';

describe('changedFields', () => {
  const design = {
    label: 'Fog',
    price: 32,
    priceOnce: 0,
    isBuyout: 0,
    tags: ['sea'],
    words: { Style: ['Calm'] },
    status: 'onSale',
    sales: 3,
  };

  it('keeps only the audited fields that changed, before and after', () => {
    const after = { ...design, price: 29.5, words: { Style: ['Calm', 'Coastal'] }, sales: 4 };
    expect(changedFields(design, after, ['label', 'price', 'words', 'status'])).toEqual({
      before: { price: 32, words: { Style: ['Calm'] } },
      after: { price: 29.5, words: { Style: ['Calm', 'Coastal'] } },
    });
  });

  it('is null when nothing audited changed: such an update writes no entry', () => {
    expect(changedFields(design, { ...design, tags: ['sea'], sales: 9 }, ['label', 'price', 'tags', 'status'])).toBeNull();
  });
});
