import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../src/api/endpoints';
import { feedbackSchema, subscribeSchema } from '../../src/api/schemas';
import type { Db } from '../db/client';
import { feedback, subscribers } from '../db/schema';
import { envelope, validate } from '../http';

/** Feedback (stored) and newsletter (stored once per address). */
export function openRoutes(app: FastifyInstance, db: Db) {
  app.post(endpoints.feedback.path, async (request) => {
    const message = validate(feedbackSchema, request.body);
    await db.insert(feedback).values(message);
    return envelope(undefined, 'Thank you for your feedback.');
  });
  app.post(endpoints.subscribe.path, async (request) => {
    const { email } = validate(subscribeSchema, request.body);
    // Subscribing twice is not an error: the address is kept once.
    await db.insert(subscribers).values({ email: email.toLowerCase() }).onConflictDoNothing();
    return envelope(undefined, 'Subscription succeeded');
  });
}
