/**
 * Every action the audit log records, grouped by what it acts on. The server's
 * `audit.record` and the MSW world accept only these (a new action is added here first),
 * and the back office's audit filter offers them: the API lists entries, not actions.
 */
export const auditActions = [
  'design.update',
  'design.withdraw',
  'design.restore',
  'design.bulkPrice',
  'design.import.create',
  'design.import.update',
  'order.refund',
  'order.replaceFile',
  'hold.release',
  'feedback.handle',
  'feedback.reopen',
  'feedback.reply',
  'subscribers.export',
  'banner.create',
  'banner.update',
  'banner.delete',
  'bestSellers.pin',
  'operator.grant',
  'operator.revoke',
] as const;

export type AuditAction = (typeof auditActions)[number];

/** The fields of a design its `design.update` entry compares, before and after. */
export const designAuditFields = [
  'label',
  'price',
  'priceOnce',
  'isBuyout',
  'tags',
  'words',
  'isRepeat',
  'isLayer',
  'isVector',
  'status',
] as const;

/** The fields of a design an import's entries show, before and after: what an operator reads of a sheet's row. */
export const importAuditFields = ['imgSn', 'label', 'price', 'priceOnce', 'isBuyout', 'tags', 'format', 'imgSize'] as const;

/** A design as an import's audit entry shows it; the server's importer and the MSW world's both write it. */
export const importAuditView = (design: Partial<Record<(typeof importAuditFields)[number], unknown>>) =>
  Object.fromEntries(importAuditFields.map((field) => [field, design[field]]));

/**
 * What an update changed, as its audit entry shows it: only the `fields` whose values
 * differ, before and after; null when none does — an update that changes nothing is not
 * audited (the log never claims a change that did not happen). The server's
 * `adminDesigns.update` and the MSW world's both ask this.
 */
export function changedFields<T extends object, K extends keyof T>(
  before: T,
  after: T,
  fields: readonly K[],
): { before: Partial<Pick<T, K>>; after: Partial<Pick<T, K>> } | null {
  const changed = fields.filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  if (changed.length === 0) return null;
  const pick = (from: T) => Object.fromEntries(changed.map((k) => [k, from[k]])) as Partial<Pick<T, K>>;
  return { before: pick(before), after: pick(after) };
}
