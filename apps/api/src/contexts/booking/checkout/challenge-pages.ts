import { CHALLENGE_RESULT_MESSAGE, escapeHtml } from '@lido/contract';

const page = (title: string, body: string, script = '') => `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#1b1446}</style>
</head>
<body><main aria-label="Card check">${body}</main>${script}</body>
</html>`;

/**
 * Shown inside the checkout's dialog: posts the challenge request to the card issuer's page,
 * as 3-D Secure requires (a form POST, not a link).
 */
export function challengeRedirectPage(input: {
  acsUrl: string;
  creq: string;
  threeDSSessionData: string;
  nonce: string;
}): string {
  return page(
    'Checking your card',
    `<p>Contacting your card issuer…</p>
<form id="challenge" method="post" action="${escapeHtml(input.acsUrl)}">
<input type="hidden" name="creq" value="${escapeHtml(input.creq)}">
<input type="hidden" name="threeDSSessionData" value="${escapeHtml(input.threeDSSessionData)}">
<noscript><button type="submit">Continue</button></noscript>
</form>`,
    `<script nonce="${input.nonce}">document.getElementById('challenge').submit();</script>`,
  );
}

/** The issuer has answered: tell the checkout window, which completes or closes the dialog. */
export function challengeResultPage(input: {
  transactionUuid: string;
  transactionStatus: string;
  nonce: string;
  /** The sites allowed to hear it: the checkout window is on one of them. */
  siteOrigins: readonly string[];
}): string {
  const message = JSON.stringify({
    type: CHALLENGE_RESULT_MESSAGE,
    transaction_uuid: input.transactionUuid,
    transaction_status: input.transactionStatus,
  });
  const text =
    input.transactionStatus === 'Authorised'
      ? 'Your card issuer has approved the payment.'
      : 'Your card issuer did not approve the payment.';
  return page(
    'Card check finished',
    `<p>${escapeHtml(text)}</p>`,
    `<script nonce="${input.nonce}">for (const origin of ${JSON.stringify(input.siteOrigins).replace(/</g, '\\u003c')}) window.parent.postMessage(${message.replace(/</g, '\\u003c')}, origin);</script>`,
  );
}

export function challengeGonePage(): string {
  return page(
    'Card check finished',
    '<p>This card check has already finished. You can close this window.</p>',
  );
}
