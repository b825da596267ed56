import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contract } from '../contract';
import type { Db } from '../db/client';
import { feedback, subscribers } from '../db/schema';
import { envelope } from '../http';

/** Feedback (stored) and newsletter (stored once per address). */
export const openRoutes: FastifyPluginAsync<{ db: Db }> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...contract('feedback'),
    handler: async (request) => {
      await db.insert(feedback).values(request.body);
      return envelope(undefined, 'Thank you for your feedback.');
    },
  });
  app.route({
    ...contract('subscribe'),
    handler: async (request) => {
      // Subscribing twice is not an error: the address is kept once.
      await db.insert(subscribers).values({ email: request.body.email.toLowerCase() }).onConflictDoNothing();
      return envelope(undefined, 'Subscription succeeded');
    },
  });
};
