import { feedbackSchema, subscribeSchema } from '../../src/api/schemas';
import { world } from '../world';
import { bodyOf, route, scenarios, validate } from './route';

const defaults = [
  route('feedback', async ({ request }) => {
    const feedback = validate(feedbackSchema, await bodyOf(request));
    world().feedback.push(feedback);
    return { desc: 'Thank you for your feedback.' };
  }),
  route('subscribe', async ({ request }) => {
    const { email } = validate(subscribeSchema, await bodyOf(request));
    // Subscribing twice is fine: the address is kept once.
    world().subscribers.add(email.toLowerCase());
    return { desc: 'Subscription succeeded' };
  }),
];

export const openHandlers = scenarios(['feedback', 'subscribe'], defaults);
