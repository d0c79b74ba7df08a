/**
 * Starts the local Stripe-compatible server:
 *   tsx packages/stripe-local/src/cli.ts --port 12111 --webhook http://localhost:9000/hooks/payment/stripe_stripe \
 *     --secret whsec_… [--state .data/stripe-local.json] [--host 127.0.0.1] [--public-url http://…]
 * `--webhook`/`--secret` may be repeated, in pairs. Ctrl-C (or SIGTERM) stops it after saving the state.
 */
import { parseArgs } from 'node:util';
import { createStripeLocalServer } from './server';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '12111' },
      host: { type: 'string', default: '127.0.0.1' },
      webhook: { type: 'string', multiple: true, default: [] },
      secret: { type: 'string', multiple: true, default: [] },
      state: { type: 'string' },
      'public-url': { type: 'string' },
    },
  });
  const urls = values.webhook ?? [];
  const secrets = values.secret ?? [];
  if (urls.length !== secrets.length) throw new Error('Each --webhook needs its own --secret (same order).');
  const server = await createStripeLocalServer({
    port: Number(values.port),
    host: values.host,
    stateFile: values.state,
    publicUrl: values['public-url'],
    webhookEndpoints: urls.map((url, index) => ({ url, secret: secrets[index] })),
  });
  console.log(`stripe-local listening on ${server.url} (${urls.length} webhook endpoint(s))`);
  const stop = (): void => {
    server.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
