import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  checkoutSchema,
  startPaymentSchema,
  payloadSchemas,
  feedbackSchema,
  invoiceSchema,
  renameFolderSchema,
  selectPageSchema,
} from './schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('payload schemas give the spec’s messages', () => {
  it('contact form: bad email, then category and empty content', () => {
    expect(firstMessage(feedbackSchema.safeParse({ email: 'nope', category: 4, content: 'x' }))).toBe('Email format error');
    expect(firstMessage(feedbackSchema.safeParse({ email: 'a@b.co', category: 9, content: 'x' }))).toBe('Category format error');
    expect(firstMessage(feedbackSchema.safeParse({ email: 'a@b.co', category: 4, content: '  ' }))).toBe('Category format error');
  });

  it('folder rename: empty name, empty description', () => {
    expect(firstMessage(renameFolderSchema.safeParse({ folderId: 1, title: '', desc: 'x' }))).toBe('The folder name cannot be empty');
    expect(firstMessage(renameFolderSchema.safeParse({ folderId: 1, title: 'x', desc: ' ' }))).toBe(
      'The folder description cannot be empty',
    );
  });

  it('invoice: each empty field gives its message (account §5)', () => {
    const full = {
      id: 1,
      name: 'Ada',
      email: 'ada@example.com',
      address: '1 Way',
      city: 'Milan',
      postCode: '20100',
      country: 'Italy',
      province: 'MI',
    };
    const messages: Record<string, string> = {
      name: 'name format error',
      email: 'emails format error',
      address: 'address format error',
      city: 'city format error',
      postCode: 'postal code format error',
      country: 'Region format error',
      province: 'Province format error',
    };
    for (const [field, message] of Object.entries(messages)) {
      expect(firstMessage(invoiceSchema.safeParse({ ...full, [field]: '' }))).toBe(message);
    }
    expect(firstMessage(invoiceSchema.safeParse({ ...full, email: 'ada@' }))).toBe('Email format error');
    expect(invoiceSchema.safeParse(full).success).toBe(true);
  });

  it('store search: defaults, page size capped at 100, filter ids ride along', () => {
    const parsed = selectPageSchema.parse({ Style: ['3', '4'] });
    expect(parsed).toMatchObject({
      priceRange: '',
      sSorts: '',
      strSearchKeyword: '',
      iDisplayStart: 0,
      iDisplayLength: 100,
      Style: [3, 4],
    });
    expect(selectPageSchema.safeParse({ iDisplayLength: 101 }).success).toBe(false);
    expect(selectPageSchema.safeParse({ sSorts: 'price' }).success).toBe(false);
    expect(selectPageSchema.safeParse({ priceRange: '0-80' }).success).toBe(false);
  });

  it('checkout: the agreement must be accepted to start paying, and the shop takes no card at all', () => {
    expect(firstMessage(startPaymentSchema.safeParse({ agree: false, idempotencyKey: 'k-12345678' }))).toBe(
      'Please read the agreement and tick',
    );
    expect(startPaymentSchema.parse({ agree: true, idempotencyKey: 'k-12345678' })).toEqual({ agree: true, idempotencyKey: 'k-12345678' });
    expect(checkoutSchema.parse({ idempotencyKey: 'k-12345678', reference: 'test_pi_1' })).toEqual({
      idempotencyKey: 'k-12345678',
      reference: 'test_pi_1',
    });
    // Card details are the provider's (docs/adr/010-payments.md): a body carrying them is refused, whatever else it holds.
    const payment = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ada' };
    expect(firstMessage(checkoutSchema.safeParse({ idempotencyKey: 'k-12345678', reference: 'test_pi_1', payment }))).toBe(
      'The shop does not take payment: pay in the payment form',
    );
    expect(
      firstMessage(checkoutSchema.safeParse({ idempotencyKey: 'k-12345678', reference: 'test_pi_1', cardNumber: '4242424242424242' })),
    ).toBe('The shop does not take cardNumber: pay in the payment form');
  });
});

describe('every refusal names the field and its rule', () => {
  /**
   * Messages the spec words itself (storefront §5, §8; account §5), which the forms
   * show as they are: they stand instead of a generated one.
   */
  const specMessages = new Set(['Please read the agreement and tick', 'Category format error']);

  const fieldsOf = (schema: z.ZodType) => {
    const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
    return shape ? Object.keys(shape) : [];
  };
  const rows = Object.entries(payloadSchemas).flatMap(([name, schema]) =>
    schema ? fieldsOf(schema as z.ZodType).map((field) => ({ name, field, schema: schema as z.ZodType })) : [],
  );

  it.each(rows)('$name: a wrong-type $field is refused in words naming it', ({ field, schema }) => {
    // A list is the wrong type for every field of the contract but orderList, which takes
    // a list of objects: a list of numbers is wrong there.
    const result = schema.safeParse({ [field]: field === 'orderList' ? [7] : [{ wrong: true }] });
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue, `${field} accepted a wrong type`).toBeDefined();
    if (!specMessages.has(issue!.message)) expect(issue!.message).toMatch(new RegExp(`^${field}\\b`));
    expect(issue!.message).not.toMatch(/^Invalid input|expected .*, received/);
  });

  it('says which range a number must be in', () => {
    const issue = selectPageSchema.safeParse({ iDisplayLength: 'abc' }).error!.issues[0]!;
    expect(issue.message).toBe('iDisplayLength must be a number from 1 to 100');
    expect(selectPageSchema.safeParse({ iDisplayLength: 101 }).error!.issues[0]!.message).toBe(
      'iDisplayLength must be a number from 1 to 100',
    );
  });
});
