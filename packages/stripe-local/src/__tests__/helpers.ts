import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createStripeLocalServer, type StripeLocalOptions, type StripeLocalServer } from '../server';

export const API_KEY = 'sk_test_maisonchaleur';
export const WEBHOOK_SECRET = 'whsec_test_secret';

/** The official client, pointed at the local server exactly as the shop will configure it. */
export function stripeClient(server: StripeLocalServer, apiKey = API_KEY): Stripe {
  return new Stripe(apiKey, { host: '127.0.0.1', port: server.port, protocol: 'http', maxNetworkRetries: 0 });
}

export async function startServer(options: StripeLocalOptions = {}): Promise<{ server: StripeLocalServer; stripe: Stripe }> {
  const server = await createStripeLocalServer({ port: 0, ...options });
  return { server, stripe: stripeClient(server) };
}

export interface ReceivedWebhook {
  body: string;
  signature: string;
}

/** A webhook endpoint that records what it gets; `failFirst` answers 500 to that many first deliveries. */
export async function startReceiver(failFirst = 0): Promise<{ url: string; received: ReceivedWebhook[]; failures: () => number; close: () => Promise<void> }> {
  const received: ReceivedWebhook[] = [];
  let failures = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (failures < failFirst) {
        failures += 1;
        response.writeHead(500).end('down');
        return;
      }
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(request.headers['stripe-signature']) });
      response.writeHead(200).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/payment/stripe_stripe`,
    received,
    failures: () => failures,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function eventTypes(received: ReceivedWebhook[]): string[] {
  return received.map((hook) => (JSON.parse(hook.body) as { type: string }).type);
}
