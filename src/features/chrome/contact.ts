/** The contact (feedback) form's rules and payload (storefront §2 "Contact dialog", §5, §8). */
import type { Feedback, FeedbackCategory } from '../../api/types';
import { feedbackCategories } from '../../domain/feedback';
import { generalEmailPattern } from '../../domain/fieldPatterns';

export const contactMessages = {
  /** The email does not look like an address. */
  emailFormat: 'Email format error',
  /** No category, or no message text (the spec uses one message for both). */
  categoryFormat: 'Category format error',
  /** The server took the message. */
  thanks: 'Thank you for your feedback.',
} as const;

export { feedbackCategories, type FeedbackCategoryOption } from '../../domain/feedback';

/** The category chosen until the person picks another ('others'). */
export const DEFAULT_FEEDBACK_CATEGORY: FeedbackCategory = 4;

/**
 * The feedback's `type`: where the message was written. The spec sends a `type` beside
 * the category without saying what it holds; the category already says what the message
 * is about, so `type` tells support which form it came from: the floating dialog every
 * page offers (1, also the server's default) or the Contact us page (2).
 */
export const FEEDBACK_TYPE = { dialog: 1, contactPage: 2 } as const;
export type FeedbackType = (typeof FEEDBACK_TYPE)[keyof typeof FEEDBACK_TYPE];

/** What the person typed; the category as the select reports it. */
export interface ContactDraft {
  email: string;
  category: string;
  content: string;
}

export type ContactField = keyof ContactDraft;
export type ContactErrors = Partial<Record<ContactField, string>>;

const isCategory = (value: string): boolean => feedbackCategories.some((option) => String(option.value) === value.trim());

/** The message of each field in error; an empty object means the form may be sent. */
export function validateContact(draft: ContactDraft): ContactErrors {
  const errors: ContactErrors = {};
  if (!generalEmailPattern.test(draft.email.trim())) errors.email = contactMessages.emailFormat;
  if (!isCategory(draft.category)) errors.category = contactMessages.categoryFormat;
  if (draft.content.trim() === '') errors.content = contactMessages.categoryFormat;
  return errors;
}

/** The `open.feedback` payload of a valid draft. */
export function toFeedback(draft: ContactDraft, type: FeedbackType): Feedback {
  return {
    email: draft.email.trim(),
    category: Number(draft.category.trim()) as FeedbackCategory,
    type,
    content: draft.content.trim(),
  };
}
