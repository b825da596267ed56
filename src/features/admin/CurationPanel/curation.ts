import { ApiError } from '../../../api/errors';

export { bannerGroupList } from '../../../domain/banners';

/** Most designs the server pins at the front of Best Sellers. */
export const MAX_PINS = 12;

/** A refusal to show in a form: the server's desc, and the field it names when it names one. */
export interface Refusal {
  message: string;
  field?: string;
}

/** The field a refusal's envelope names (`data: { field }`), if any. */
export function refusedField(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const data = error.data as { field?: unknown } | null | undefined;
  return typeof data?.field === 'string' ? data.field : undefined;
}

/** colorBg 'a,b' as its two colours; an unreadable value falls back to `fallback`. */
export function colourPair(colorBg: string, fallback: readonly [string, string]): [string, string] {
  const [from, to] = colorBg.split(',').map((c) => c.trim());
  const hex = /^#[0-9a-fA-F]{6}$/;
  return [from && hex.test(from) ? from : fallback[0], to && hex.test(to) ? to : fallback[1]];
}

/** Moves the item at `index` by `step` (-1 up, +1 down); out of range leaves the list as it is. */
export function move<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
