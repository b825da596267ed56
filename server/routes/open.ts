import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract } from '../contract';
import type { Db } from '../db/client';
import { feedback, subscribers } from '../db/schema';
import { envelope } from '../http';
import { addressKey, createRateLimiter, enforceLimit } from '../services/rateLimit';

const HOUR = 60 * 60_000;
/**
 * Posts one address may make an hour (issue 39): each is a row someone reads or a mail
 * the shop sends, and unlimited they were a way to fill the inbox and the mailing list.
 */
export const FEEDBACK_PER_HOUR = 10;
export const SUBSCRIBE_PER_HOUR = 10;

/** Feedback (stored) and newsletter (stored once per address), each limited per client address. */
export const openRoutes: FastifyPluginAsync<{ db: Db; now?: () => Date }> = async (instance, { db, now = () => new Date() }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const clock = () => now().getTime();
  const feedbackByAddress = createRateLimiter(db, { name: 'feedback-address', limit: FEEDBACK_PER_HOUR, windowMs: HOUR, now: clock });
  const subscribeByAddress = createRateLimiter(db, { name: 'subscribe-address', limit: SUBSCRIBE_PER_HOUR, windowMs: HOUR, now: clock });
  app.route({
    ...contract('feedback'),
    handler: async (request) => {
      await enforceLimit(feedbackByAddress, addressKey(request.ip), 'messages');
      await db.insert(feedback).values(request.body);
      return envelope(undefined, 'Thank you for your feedback.');
    },
  });
  app.route({
    ...contract('subscribe'),
    handler: async (request) => {
      await enforceLimit(subscribeByAddress, addressKey(request.ip), 'newsletter sign-ups');
      // Subscribing twice is not an error: the address is kept once.
      await db.insert(subscribers).values({ email: request.body.email.toLowerCase() }).onConflictDoNothing();
      return envelope(undefined, 'Subscription succeeded');
    },
  });
};
