/**
 * Outgoing mail through nodemailer. By default nothing leaves the machine: each message
 * is written to the outbox folder as one JSON file `{to, subject, text, html, date}`,
 * readable by a person and by tests. `SMTP_URL` sends through a real SMTP server.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { HttpError } from '../http';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where messages are written (null when sending through SMTP). */
  outboxDir: string | null;
}

export interface MailerOptions {
  outboxDir: string;
  smtpUrl?: string | null;
  from?: string;
}

export const DEFAULT_FROM = 'Pattern Marketplace <no-reply@pattern-marketplace.local>';

/**
 * One plain address. nodemailer reads `to` as an address list, display names and all:
 * 'x<someone@else.example>' goes to the bracketed address (issue 39). Every address the
 * shop takes is checked on the way in; this holds for rows stored before that.
 */
const plainAddress = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+$/;
function checkRecipient(to: string) {
  if (!plainAddress.test(to)) throw new HttpError(400, 'This address cannot be written to: it is not one plain email address');
}

export function createMailer({ outboxDir, smtpUrl, from = DEFAULT_FROM }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      outboxDir: null,
      async send(message) {
        checkRecipient(message.to);
        await transport.sendMail({ from, ...message });
      },
    };
  }
  // nodemailer still composes the message (address checks, encoding), then we keep it.
  const compose = nodemailer.createTransport({ jsonTransport: true });
  return {
    outboxDir,
    async send(message) {
      checkRecipient(message.to);
      await compose.sendMail({ from, ...message });
      const date = new Date();
      await fs.mkdir(outboxDir, { recursive: true });
      // Time first, so a listing sorts by when the message was sent.
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      await fs.writeFile(path.join(outboxDir, name), JSON.stringify({ ...message, date: date.toISOString() }, null, 2));
    },
  };
}

/** The newest message in an outbox to `to` (tests and the e2e journeys read codes from it). */
export async function latestMailTo(outboxDir: string, to: string): Promise<(MailMessage & { date: string }) | null> {
  const names = (await fs.readdir(outboxDir).catch(() => [] as string[]))
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse();
  for (const name of names) {
    const message = JSON.parse(await fs.readFile(path.join(outboxDir, name), 'utf8')) as MailMessage & { date: string };
    if (message.to.toLowerCase() === to.toLowerCase()) return message;
  }
  return null;
}

/** Escapes text for the HTML part of a message. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
