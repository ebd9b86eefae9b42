// HTML of the emulated issuer's 3-D Secure challenge (the ACS), shown in the checkout's dialog.
// Usable by keyboard alone and clean under axe: its content sits in a main landmark, its buttons
// are the page's first tab stops (Approve first) and show where focus is.

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 24px; color: #1b1446; background: #fff; }
  h1 { font-size: 20px; margin: 0 0 12px; }
  p { margin: 0 0 16px; line-height: 1.4; }
  .actions { display: flex; gap: 12px; }
  button { font: inherit; font-weight: 700; padding: 10px 18px; border-radius: 6px; border: 2px solid #3e2dac; cursor: pointer; }
  .approve { background: #3e2dac; color: #fff; }
  .decline { background: #fff; color: #3e2dac; }
  button:focus-visible { outline: 3px solid #1b1446; outline-offset: 3px; }
</style>
</head>
<body><main aria-label="Card issuer's security check">${body}</main></body>
</html>`;

export function challengePage(input: {
  amount: string;
  merchant: string;
  lastFour: string;
  cres: { approve: string; decline: string };
  threeDSSessionData: string;
  notificationUrl: string;
}): string {
  const form = (label: string, className: string, cres: string) => `
    <form method="post" action="${escapeHtml(input.notificationUrl)}">
      <input type="hidden" name="cres" value="${escapeHtml(cres)}">
      <input type="hidden" name="threeDSSessionData" value="${escapeHtml(input.threeDSSessionData)}">
      <button type="submit" class="${className}">${label}</button>
    </form>`;
  return page(
    '3-D Secure check',
    `<h1>Confirm your payment</h1>
     <p>Lido test bank: approve the payment of <strong>${escapeHtml(input.amount)}</strong> to
     ${escapeHtml(input.merchant)} with the card ending ${escapeHtml(input.lastFour)}?</p>
     <div class="actions">${form('Approve', 'approve', input.cres.approve)}${form('Decline', 'decline', input.cres.decline)}</div>`,
  );
}

export function errorPage(message: string): string {
  return page('3-D Secure check', `<h1>3-D Secure check</h1><p>${escapeHtml(message)}</p>`);
}
