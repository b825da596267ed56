import { describe, expect, it } from 'vitest';
import { designUpdateColumns } from './designUpdate';

describe('designUpdateColumns', () => {
  it('sets only what the operator sent', () => {
    expect(designUpdateColumns({ price: 24.9 })).toEqual({ price: 24.9 });
    expect(designUpdateColumns({})).toEqual({});
  });

  it('makes an exclusive default to licence 3 and a non-exclusive to 5', () => {
    expect(designUpdateColumns({ isBuyout: 1, priceOnce: 500 })).toEqual({ isBuyout: 1, isUse: 0, priceOnce: 500 });
    expect(designUpdateColumns({ isBuyout: 0 })).toEqual({ isBuyout: 0, isUse: 1 });
  });

  it('writes tags as the design keeps them, comma-separated', () => {
    expect(designUpdateColumns({ tags: ['Floral', 'Retro revival'], label: 'Rose' })).toEqual({
      tags: 'Floral,Retro revival',
      label: 'Rose',
    });
  });
});
