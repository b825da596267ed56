/** Words of the feedback inbox. */
import { feedbackCategories } from '../../../domain/feedback';

/** A category's name as the contact form offers it; an unknown number (a newer form) is shown as such rather than hidden. */
export const categoryName = (category: number) =>
  feedbackCategories.find((option) => option.value === category)?.label ?? `Category ${category}`;

/** The subject a reply starts with; the operator may change it. */
export const DEFAULT_REPLY_SUBJECT = 'Re: your message to the shop';

/** 'yyyy-MM-dd HH:mm' of the server's 'yyyy-MM-dd HH:mm:ss' (UTC): minutes are precise enough for an inbox. */
export const shortDate = (date: string) => date.slice(0, 16);

/** The machine-readable form of the server's date for <time dateTime>. */
export const isoDate = (date: string) => `${date.replace(' ', 'T')}Z`;
