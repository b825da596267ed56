import type { AdminDesign, AdminDesignSort, DesignStatus } from '../../../api/adminTypes';
import type { AdminDesignUpdatePayload } from '../../../api/schemas';
import { designWordGroups, type DesignWordGroup } from '../../../domain/words';

/** How a design's status reads in the table. */
export const statusLabels: Record<DesignStatus, string> = { onSale: 'On sale', withdrawn: 'Withdrawn', sold: 'Sold exclusive' };

export const statusOptions: { value: '' | DesignStatus; label: string }[] = [
  { value: '', label: 'All statuses' },
  { value: 'onSale', label: 'On sale' },
  { value: 'withdrawn', label: 'Withdrawn' },
  { value: 'sold', label: 'Sold exclusive' },
];

export const sortOptions: { value: AdminDesignSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'priceAsc', label: 'Price, low to high' },
  { value: 'priceDesc', label: 'Price, high to low' },
  { value: 'imgSn', label: 'Pattern id' },
  { value: 'sales', label: 'Best selling' },
];

/** Words as the operator types them: comma-separated. */
export const wordsText = (words: readonly string[]) => words.join(', ');

/** Comma-separated text as words: trimmed, empty ones dropped, each once. */
export const wordsOf = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
  ),
];

const sameWords = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((word, i) => word === b[i]);

/** What the edit dialog's form holds: text as typed, flags as booleans. */
export interface DesignForm {
  label: string;
  price: string;
  priceOnce: string;
  isBuyout: boolean;
  words: Record<DesignWordGroup, string>;
  tags: string;
  isRepeat: boolean;
  isLayer: boolean;
  isVector: boolean;
}

export function formOf(design: AdminDesign): DesignForm {
  return {
    label: design.label,
    price: String(design.price),
    priceOnce: String(design.priceOnce),
    isBuyout: design.isBuyout === 1,
    words: Object.fromEntries(designWordGroups.map((group) => [group, wordsText(design.words[group] ?? [])])) as Record<
      DesignWordGroup,
      string
    >,
    tags: wordsText(design.tags),
    isRepeat: design.isRepeat === 1,
    isLayer: design.isLayer === 1,
    isVector: design.isVector === 1,
  };
}

/**
 * A typed amount as a number when it reads as one; otherwise the text itself, so the
 * server refuses it with a message that names the field instead of the page guessing.
 */
const amountOf = (text: string): number | string => {
  const trimmed = text.trim();
  const value = Number(trimmed);
  return trimmed !== '' && Number.isFinite(value) ? value : trimmed;
};

/**
 * The update to send: only what the form changed (the server records each change in
 * the audit log, so an untouched field is not sent as if it were edited). Null when
 * nothing changed.
 */
export function designChanges(design: AdminDesign, form: DesignForm): AdminDesignUpdatePayload | null {
  const changes: AdminDesignUpdatePayload = { productId: design.productId };
  let changed = false;
  const set = <K extends keyof AdminDesignUpdatePayload>(key: K, value: AdminDesignUpdatePayload[K]) => {
    changes[key] = value;
    changed = true;
  };
  if (form.label.trim() !== design.label) set('label', form.label.trim());
  const price = amountOf(form.price);
  if (price !== design.price) set('price', price);
  const priceOnce = amountOf(form.priceOnce);
  if (priceOnce !== design.priceOnce) set('priceOnce', priceOnce);
  if (Number(form.isBuyout) !== design.isBuyout) set('isBuyout', Number(form.isBuyout));
  const words: Partial<Record<DesignWordGroup, string[]>> = {};
  for (const group of designWordGroups) {
    const next = wordsOf(form.words[group]);
    if (!sameWords(next, design.words[group] ?? [])) words[group] = next;
  }
  if (Object.keys(words).length) set('words', words);
  const tags = wordsOf(form.tags);
  if (!sameWords(tags, design.tags)) set('tags', tags);
  for (const flag of ['isRepeat', 'isLayer', 'isVector'] as const) if (Number(form[flag]) !== design[flag]) set(flag, Number(form[flag]));
  return changed ? changes : null;
}

/** Which field of the form a refusal is about: the envelope's data.field, else the field its message starts with. */
export function refusedField(data: unknown, message: string): string | null {
  const field = (data as { field?: unknown } | null | undefined)?.field;
  if (typeof field === 'string' && field) return field;
  const first = /^([A-Za-z]+)\b/.exec(message)?.[1];
  return first && ['label', 'price', 'priceOnce', 'isBuyout', 'tags', 'words', 'isRepeat', 'isLayer', 'isVector'].includes(first)
    ? first
    : null;
}
