import type { ServerResponse } from 'node:http';
import { expireIfDue, settleCheckoutSession, type CheckoutOutcome } from './checkout-sessions';
import type { Context } from './context';
import { resolvePaymentMethod } from './customers';
import { str, type FormObject } from './form';
import { authenticationDonePage, authenticationPage, checkoutPage, closedPage } from './hosted-page';
import { authorizeIntent, declineIntent } from './payment-intents';

const OUTCOMES: CheckoutOutcome[] = ['accept', 'refuse', 'abandon'];

function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(html);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { Location: location });
  response.end();
}

function checkout(ctx: Context, method: string, id: string, params: FormObject, response: ServerResponse): void {
  const session = ctx.store.state.checkoutSessions[id];
  if (session) expireIfDue(ctx, session);
  if (!session || session.status !== 'open') return sendHtml(response, session ? 410 : 404, closedPage(Boolean(session)));
  if (method === 'GET') return sendHtml(response, 200, checkoutPage(session, ctx.store.state.checkoutLineItems[id] ?? []));
  const outcome = OUTCOMES.find((candidate) => candidate === str(params.outcome));
  if (!outcome) return sendHtml(response, 400, checkoutPage(session, ctx.store.state.checkoutLineItems[id] ?? []));
  redirect(response, settleCheckoutSession(ctx, session, outcome));
}

/** The bank's 3-D Secure step for `pm_card_authenticationRequired`: confirm or fail, then back to return_url. */
function authenticate(ctx: Context, method: string, id: string, params: FormObject, response: ServerResponse): void {
  const intent = ctx.store.state.paymentIntents[id];
  if (!intent || intent.status !== 'requires_action') return sendHtml(response, intent ? 410 : 404, closedPage(Boolean(intent)));
  if (method === 'GET') return sendHtml(response, 200, authenticationPage(intent));
  const returnUrl = intent.next_action?.redirect_to_url.return_url ?? null;
  const paymentMethod = resolvePaymentMethod(ctx, intent.payment_method ?? 'pm_card_authenticationRequired');
  if (str(params.outcome) === 'accept') authorizeIntent(ctx, intent, paymentMethod);
  else declineIntent(ctx, intent, paymentMethod, 'payment_intent_authentication_failure');
  if (returnUrl) {
    const target = new URL(returnUrl);
    target.searchParams.set('payment_intent', intent.id);
    target.searchParams.set('payment_intent_client_secret', intent.client_secret);
    return redirect(response, target.toString());
  }
  sendHtml(response, 200, authenticationDonePage());
}

/** Pages a browser visits (outside /v1): the hosted Checkout page and the 3-D Secure step. False when none matched. */
export function handlePage(ctx: Context, method: string, path: string, params: FormObject, response: ServerResponse): boolean {
  if (method !== 'GET' && method !== 'POST') return false;
  const match = /^\/(pay|authenticate)\/([A-Za-z0-9_]+)$/.exec(path);
  if (match) {
    const serve = match[1] === 'pay' ? checkout : authenticate;
    serve(ctx, method, match[2], params, response);
    return true;
  }
  if (path === '/health' && method === 'GET') {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end('{"ok":true}');
    return true;
  }
  return false;
}
