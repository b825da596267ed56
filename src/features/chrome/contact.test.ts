import { describe, expect, it } from 'vitest';
import { feedbackSchema } from '../../api/schemas';
import { contactMessages, DEFAULT_FEEDBACK_CATEGORY, FEEDBACK_TYPE, feedbackCategories, toFeedback, validateContact } from './contact';

const valid = { email: 'ada@example.com', category: '2', content: 'My download stops at 80%.' };

describe('validateContact', () => {
  it('passes a complete draft', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it.each([
    '',
    'ada',
    'ada@example',
    'ada @example.com',
    '@example.com',
    // A display name or a list: replies would go to the bracketed address (issue 39).
    'x<someone@else.example>',
    'a@b.example,c',
    '"x"@y.example',
  ])("refuses the email '%s'", (email) => {
    expect(validateContact({ ...valid, email })).toEqual({ email: 'Email format error' });
  });

  it("gives 'Category format error' for a missing or unknown category", () => {
    expect(validateContact({ ...valid, category: '' })).toEqual({ category: 'Category format error' });
    expect(validateContact({ ...valid, category: '7' })).toEqual({ category: 'Category format error' });
  });

  it("gives 'Category format error' for empty content too (spec §5)", () => {
    expect(validateContact({ ...valid, content: '  \n ' })).toEqual({ content: 'Category format error' });
  });

  it('reports every field in error at once', () => {
    expect(validateContact({ email: '', category: '', content: '' })).toEqual({
      email: contactMessages.emailFormat,
      category: contactMessages.categoryFormat,
      content: contactMessages.categoryFormat,
    });
  });
});

describe('the form', () => {
  it("offers the spec's four categories and defaults to 4 'others'", () => {
    expect(feedbackCategories.map((c) => `${c.value} ${c.label}`)).toEqual([
      '1 Problem feedback',
      '2 Order problem',
      '3 Cooperation',
      '4 others',
    ]);
    expect(DEFAULT_FEEDBACK_CATEGORY).toBe(4);
  });

  it('sends email, category, type and content, trimmed, that the server accepts', () => {
    const payload = toFeedback({ email: ' ada@example.com ', category: '3', content: ' Let us work together ' }, FEEDBACK_TYPE.dialog);
    expect(payload).toEqual({ email: 'ada@example.com', category: 3, type: 1, content: 'Let us work together' });
    expect(feedbackSchema.parse(payload)).toEqual(payload);
  });
});
