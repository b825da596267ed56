import { endpoints } from './endpoints';
import { post, type RequestOptions } from './request';
import type { FeedbackPayload, SubscribePayload } from './schemas';

export const feedback = (payload: FeedbackPayload, options?: RequestOptions) => post<null>(endpoints.feedback.path, payload, options);

export const subscribe = (payload: SubscribePayload, options?: RequestOptions) => post<null>(endpoints.subscribe.path, payload, options);
