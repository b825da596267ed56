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
