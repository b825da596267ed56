/** The feedback (contact) form's categories, shared by the contact form and the back office's inbox. */
export interface FeedbackCategoryOption {
  /** The contract's FeedbackCategory: 1 to 4. */
  value: 1 | 2 | 3 | 4;
  label: string;
}

/** The categories in the spec's order and words (storefront §2 "Contact dialog"). */
export const feedbackCategories: readonly FeedbackCategoryOption[] = [
  { value: 1, label: 'Problem feedback' },
  { value: 2, label: 'Order problem' },
  { value: 3, label: 'Cooperation' },
  { value: 4, label: 'others' },
];
