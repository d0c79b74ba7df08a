import { zodResolver } from '@hookform/resolvers/zod';
import { billingSchema, contactSchema, deliverySchema } from '@shop/shared';
import type { Resolver } from 'react-hook-form';
import type { BillingForm, ContactForm, DeliveryForm } from './state';

// zod and the step schemas (≈ 27 KB gzip): loaded by lazyResolvers.ts on a step's first validation, not with the page.
// raw: the form keeps what the shopper typed; the server parses the same schemas again.
export const contactResolver = zodResolver(contactSchema, undefined, { raw: true }) as unknown as Resolver<ContactForm>;
export const billingResolver = zodResolver(billingSchema, undefined, { raw: true }) as unknown as Resolver<BillingForm>;
// The delivery schema takes `unknown` (it fills a missing type with home), which the resolver's typing does not accept.
export const deliveryResolver = zodResolver(deliverySchema as never, undefined, { raw: true }) as unknown as Resolver<DeliveryForm>;
