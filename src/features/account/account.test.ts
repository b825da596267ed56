import { describe, expect, it } from 'vitest';
import { displayNameOf, emptyInvoiceDraft, invoiceError, orderTime, payRange, toPayDate } from './account';

describe('account rules', () => {
  it('derives the display name from the email', () => {
    expect(displayNameOf('ada@example.com')).toBe('ada');
  });

  it('cuts the order time to 16 characters', () => {
    expect(orderTime('2026-11-18 09:14:33')).toBe('2026-11-18 09:14');
  });

  it('formats the pay range as [start,end] in yyyy-MM-dd HH:mm:ss', () => {
    expect(toPayDate('2026-11-01T08:30')).toBe('2026-11-01 08:30:00');
    expect(toPayDate('2026-11-01T08:30:15')).toBe('2026-11-01 08:30:15');
    expect(payRange('2026-11-01T08:30', '2026-11-20T23:59:59')).toBe('[2026-11-01 08:30:00,2026-11-20 23:59:59]');
    expect(payRange('', '2026-11-20T23:59')).toBe('[,2026-11-20 23:59:00]');
    expect(payRange('', '')).toBe('');
  });

  it('checks the invoice in the spec order', () => {
    const full = {
      name: 'Ada',
      email: 'ada@example.com',
      address: '1 Way',
      city: 'Milan',
      postCode: '20100',
      country: 'Italy',
      province: 'MI',
    };
    expect(invoiceError(emptyInvoiceDraft)?.message).toBe('name format error');
    expect(invoiceError({ ...full, email: ' ' })?.message).toBe('emails format error');
    expect(invoiceError({ ...full, email: 'ada@example' })?.message).toBe('Email format error');
    expect(invoiceError({ ...full, address: '' })?.message).toBe('address format error');
    expect(invoiceError({ ...full, city: '' })?.message).toBe('city format error');
    expect(invoiceError({ ...full, postCode: '' })?.message).toBe('postal code format error');
    expect(invoiceError({ ...full, country: '' })?.message).toBe('Region format error');
    expect(invoiceError({ ...full, province: '' })?.message).toBe('Province format error');
    expect(invoiceError(full)).toBeNull();
  });
});
