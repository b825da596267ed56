import { feedbackSchema, subscribeSchema } from '../../src/api/schemas';
import { mockNow, world } from '../world';
import { bodyOf, route, scenarios, validate } from './route';

const defaults = [
  route('feedback', async ({ request }) => {
    const feedback = validate(feedbackSchema, await bodyOf(request));
    const w = world();
    w.feedback.unshift({ ...feedback, id: w.nextId(), dateCreate: mockNow(), handledAt: null, replies: [] });
    return { desc: 'Thank you for your feedback.' };
  }),
  route('subscribe', async ({ request }) => {
    const { email } = validate(subscribeSchema, await bodyOf(request));
    // Subscribing twice is fine: the address is kept once.
    const w = world();
    if (!w.subscribers.has(email.toLowerCase())) w.subscribers.set(email.toLowerCase(), mockNow());
    return { desc: 'Subscription succeeded' };
  }),
];

export const openHandlers = scenarios(['feedback', 'subscribe'], defaults);
