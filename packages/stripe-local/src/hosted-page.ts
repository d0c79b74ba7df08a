import { formatAmount, messages } from './messages';
import type { CheckoutLineItem, CheckoutSession, PaymentIntent } from './types';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
table{width:100%;border-collapse:collapse;margin:1rem 0}th,td{text-align:left;padding:.25rem;border-bottom:1px solid #ccc}
fieldset{border:1px solid #999;padding:1rem}button{font-size:1rem;padding:.6rem 1rem;margin:.25rem}
button:focus{outline:3px solid #1a4fd6;outline-offset:2px}.amount{font-size:1.5rem;font-weight:bold}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function checkoutPage(session: CheckoutSession, items: CheckoutLineItem[]): string {
  const rows = items
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.name)}</td><td>${item.quantity}</td><td>${formatAmount(item.unit_amount * item.quantity, session.currency)}</td></tr>`,
    )
    .join('\n');
  const action = `/pay/${encodeURIComponent(session.id)}`;
  return layout(
    messages.pageTitle,
    `<h1>${messages.pageTitle}</h1>
<p>${messages.testNotice}</p>
<p>${messages.amountLabel} : <span class="amount" data-testid="amount">${formatAmount(session.amount_total, session.currency)}</span></p>
<table>
<caption>${messages.itemsCaption}</caption>
<thead><tr><th scope="col">${messages.itemColumn}</th><th scope="col">${messages.quantityColumn}</th><th scope="col">${messages.priceColumn}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<form method="post" action="${action}">
<fieldset>
<legend>${messages.choiceLegend}</legend>
<button type="submit" name="outcome" value="accept">${messages.pay}</button>
<button type="submit" name="outcome" value="refuse">${messages.refuse}</button>
<button type="submit" name="outcome" value="abandon">${messages.abandon}</button>
</fieldset>
</form>`,
  );
}

export function closedPage(found: boolean): string {
  const text = found ? messages.sessionClosed : messages.sessionNotFound;
  return layout(messages.pageTitle, `<h1>${messages.pageTitle}</h1>\n<p role="alert">${text}</p>`);
}

export function authenticationPage(intent: PaymentIntent): string {
  return layout(
    messages.authenticationTitle,
    `<h1>${messages.authenticationTitle}</h1>
<p>${messages.authenticationText}</p>
<p>${messages.amountLabel} : <span class="amount">${formatAmount(intent.amount, intent.currency)}</span></p>
<form method="post" action="/authenticate/${encodeURIComponent(intent.id)}">
<button type="submit" name="outcome" value="accept">${messages.authenticate}</button>
<button type="submit" name="outcome" value="refuse">${messages.failAuthentication}</button>
</form>`,
  );
}

export function authenticationDonePage(): string {
  return layout(messages.authenticationTitle, `<h1>${messages.authenticationTitle}</h1>\n<p role="status">${messages.authenticationDone}</p>`);
}
