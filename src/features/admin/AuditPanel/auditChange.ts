/** What an audit entry changed, field by field (pure: the AuditChange view and its test use it). */

export { auditActions } from '../../../domain/audit';

export interface FieldChange {
  /** The field's name; '' when the entry recorded a single value rather than fields. */
  field: string;
  /** undefined: the field was not there (created, or removed). */
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Equal as stored (jsonb keeps what JSON keeps): a missing field and null are the same. */
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields whose value differs between `before` and `after`, in the order they were
 * recorded (before's fields, then the ones only after has). A creation (before null)
 * lists every new field, a deletion (after null) every old one; fields an entry
 * recorded on both sides with the same value (a banner's whole row) are left out.
 * Values that are not objects are compared whole.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const beforeFields = before === null || before === undefined ? {} : before;
  const afterFields = after === null || after === undefined ? {} : after;
  if (isRecord(beforeFields) && isRecord(afterFields)) {
    const fields = [...new Set([...Object.keys(beforeFields), ...Object.keys(afterFields)])];
    return fields
      .filter((field) => !same(beforeFields[field], afterFields[field]))
      .map((field) => ({ field, before: beforeFields[field], after: afterFields[field] }));
  }
  return same(before, after) ? [] : [{ field: '', before, after }];
}

/** A value as the log shows it: text as is, numbers and flags as written, objects and lists as indented JSON. */
export function shownValue(value: unknown): { text: string; block: boolean } {
  if (value === undefined || value === null) return { text: '—', block: false };
  if (typeof value === 'string') return { text: value, block: false };
  if (typeof value === 'number' || typeof value === 'boolean') return { text: String(value), block: false };
  return { text: JSON.stringify(value, null, 2), block: true };
}
