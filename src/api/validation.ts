/**
 * Refusals in words a person reads. Where a schema gives its own message (the spec's
 * 'Email format error', a field's range) that message stands; for every other rule zod
 * would say "Invalid input: expected number, received NaN". `readableIssue` says
 * instead which field and what it must be ("iDisplayStart must be a number"). Installed
 * as zod's error map by `schemas.ts`, so the server and the MSW world refuse alike.
 */
import type { z } from 'zod';

type Issue = z.core.$ZodRawIssue;

const plural = (count: number | bigint, one: string, many: string) => `${count} ${Number(count) === 1 ? one : many}`;

const kinds: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
};

/** "productId must be a number", "title must be at most 100 characters", "orderList is required". */
export function readableIssue(issue: Issue): string {
  const field = issue.path?.length ? issue.path.join('.') : 'The request';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${field} is required`;
      return `${field} must be ${kinds[issue.expected] ?? issue.expected}`;
    case 'too_small': {
      const bound = issue.inclusive === false ? 'more than' : 'at least';
      if (issue.origin === 'string')
        return Number(issue.minimum) === 1
          ? `${field} cannot be empty`
          : `${field} must be ${bound} ${plural(issue.minimum, 'character', 'characters')}`;
      if (issue.origin === 'array') return `${field} must hold ${bound} ${plural(issue.minimum, 'item', 'items')}`;
      return `${field} must be ${bound} ${issue.minimum}`;
    }
    case 'too_big': {
      const bound = issue.inclusive === false ? 'less than' : 'at most';
      if (issue.origin === 'string') return `${field} must be ${bound} ${plural(issue.maximum, 'character', 'characters')}`;
      if (issue.origin === 'array') return `${field} must hold ${bound} ${plural(issue.maximum, 'item', 'items')}`;
      return `${field} must be ${bound} ${issue.maximum}`;
    }
    case 'invalid_value': {
      const values = issue.values.map((value) => (typeof value === 'string' ? `'${value}'` : String(value)));
      return values.length === 1 ? `${field} must be ${values[0]}` : `${field} must be one of ${values.join(', ')}`;
    }
    case 'invalid_format':
      return issue.format === 'email' ? `${field} must be an email address` : `${field} is not in the expected format`;
    case 'unrecognized_keys':
      return `Unknown ${issue.keys.length === 1 ? 'field' : 'fields'}: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${issue.divisor}`;
    default:
      return `${field} is not valid`;
  }
}
