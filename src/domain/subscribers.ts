/**
 * The newsletter's subscribers as the back office exports them: a CSV file the server
 * writes (adminSubscribersCsv) and the MSW world writes the same way.
 */

/** A CSV field: quoted when it holds a delimiter, quote or line break; a leading =+-@ is defused for spreadsheets. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Every subscriber, oldest first, under an `email,subscribed` header: CRLF lines, one after the last. */
export const subscribersCsv = (rows: readonly { email: string; subscribed: string }[]): string =>
  ['email,subscribed', ...rows.map((r) => `${csvField(r.email)},${csvField(r.subscribed)}`)].join('\r\n') + '\r\n';

/** The export's file name, by the day it was made ('yyyy-MM-dd'). */
export const subscribersCsvName = (day: string) => `subscribers-${day}.csv`;
