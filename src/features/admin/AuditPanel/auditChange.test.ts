import { describe, expect, it } from 'vitest';
import { auditActions, fieldChanges, shownValue } from './auditChange';

describe('fieldChanges', () => {
  it('lists the fields whose value changed, side by side', () => {
    expect(fieldChanges({ price: 60, label: 'Rose' }, { price: 64, label: 'Rose' })).toEqual([{ field: 'price', before: 60, after: 64 }]);
  });

  it('lists every new field of a creation and every old one of a deletion', () => {
    expect(fieldChanges(null, { label: 'Rose garden', price: 48 })).toEqual([
      { field: 'label', before: undefined, after: 'Rose garden' },
      { field: 'price', before: undefined, after: 48 },
    ]);
    expect(fieldChanges({ id: 3, title: 'Spring' }, null)).toEqual([
      { field: 'id', before: 3, after: undefined },
      { field: 'title', before: 'Spring', after: undefined },
    ]);
  });

  it('keeps the recorded order: before’s fields, then those only after has', () => {
    expect(fieldChanges({ b: 1, a: 1 }, { c: 2, a: 2, b: 2 }).map((c) => c.field)).toEqual(['b', 'a', 'c']);
  });

  it('compares nested values whole, and treats a missing field as null', () => {
    expect(fieldChanges({ productIds: [1, 2] }, { productIds: [1, 2] })).toEqual([]);
    expect(fieldChanges({ productIds: [1, 2] }, { productIds: [2, 1] })).toHaveLength(1);
    expect(fieldChanges({ replacement: null }, {})).toEqual([]);
  });

  it('compares values that are not objects whole', () => {
    expect(fieldChanges('old', 'new')).toEqual([{ field: '', before: 'old', after: 'new' }]);
    expect(fieldChanges([1], [1])).toEqual([]);
    expect(fieldChanges(null, null)).toEqual([]);
  });
});

describe('shownValue', () => {
  it('writes text, numbers and flags inline, nothing as a dash, objects as indented JSON', () => {
    expect(shownValue('Rose')).toEqual({ text: 'Rose', block: false });
    expect(shownValue(64)).toEqual({ text: '64', block: false });
    expect(shownValue(false)).toEqual({ text: 'false', block: false });
    expect(shownValue(null)).toEqual({ text: '—', block: false });
    expect(shownValue(undefined)).toEqual({ text: '—', block: false });
    expect(shownValue({ a: [1] })).toEqual({ text: '{\n  "a": [\n    1\n  ]\n}', block: true });
  });
});

describe('auditActions', () => {
  it('names each action once', () => {
    expect(new Set(auditActions).size).toBe(auditActions.length);
  });
});
