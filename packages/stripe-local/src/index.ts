export { createStripeLocalServer, type StripeLocalOptions, type StripeLocalServer } from './server';
export { signatureHeader, DEFAULT_RETRY_POLICY, type RetryPolicy, type WebhookEndpoint, type DeliveryAttempt } from './webhooks';
export { parseForm } from './form';
export { messages, formatAmount } from './messages';
export type * from './types';
