import { describe, expect, it } from 'vitest';
import { announcementType, maxVisibleToasts, toastDuration, toastQueue, type ToastItem } from './toastQueue';

const toast = (id: number, overrides: Partial<ToastItem> = {}): ToastItem => ({
  id,
  tone: 'success',
  message: `Toast ${id}`,
  closable: false,
  ...overrides,
});

describe('toastQueue', () => {
  it('adds new toasts after the ones already shown', () => {
    const shown = toastQueue([toast(1)], { type: 'show', toast: toast(2) });
    expect(shown.map((t) => t.id)).toEqual([1, 2]);
  });

  it('shows a message once while it is on screen, but the same words in another tone', () => {
    const shown = [toast(1, { tone: 'error', message: 'The server could not be reached.' })];
    expect(toastQueue(shown, { type: 'show', toast: toast(2, { tone: 'error', message: 'The server could not be reached.' }) })).toBe(
      shown,
    );
    expect(
      toastQueue(shown, { type: 'show', toast: toast(3, { tone: 'info', message: 'The server could not be reached.' }) }),
    ).toHaveLength(2);
  });

  it('drops the oldest toasts beyond the visible limit', () => {
    let shown: readonly ToastItem[] = [];
    for (let id = 1; id <= maxVisibleToasts + 2; id += 1) shown = toastQueue(shown, { type: 'show', toast: toast(id) });
    expect(shown).toHaveLength(maxVisibleToasts);
    expect(shown[0]!.id).toBe(3);
    expect(shown.at(-1)!.id).toBe(maxVisibleToasts + 2);
  });

  it('dismisses one toast by id and keeps the others in order', () => {
    const shown = toastQueue([toast(1), toast(2), toast(3)], { type: 'dismiss', id: 2 });
    expect(shown.map((t) => t.id)).toEqual([1, 3]);
  });

  it('ignores dismissing a toast that is already gone', () => {
    const shown = [toast(1)];
    expect(toastQueue(shown, { type: 'dismiss', id: 9 })).toEqual(shown);
  });

  it('dismisses all toasts at once', () => {
    expect(toastQueue([toast(1), toast(2)], { type: 'dismissAll' })).toEqual([]);
  });

  it('keeps the same state when there is nothing to dismiss, so React skips a render', () => {
    const empty: readonly ToastItem[] = [];
    expect(toastQueue(empty, { type: 'dismissAll' })).toBe(empty);
  });
});

describe('toastDuration', () => {
  it('uses the provider duration for toasts that time out', () => {
    expect(toastDuration({ closable: false }, 3000)).toBe(3000);
  });

  it('never times out a closable toast', () => {
    expect(toastDuration({ closable: true }, 3000)).toBe(Infinity);
  });
});

describe('announcementType', () => {
  it('interrupts for errors and waits politely for success and info', () => {
    expect(announcementType('error')).toBe('foreground');
    expect(announcementType('success')).toBe('background');
    expect(announcementType('info')).toBe('background');
  });
});
