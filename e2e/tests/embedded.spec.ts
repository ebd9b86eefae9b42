import { launchOptions } from '../playwright.config';
import { expect, test } from './support/accessible-page';

// An operator's own page shows Britannia Leisure Centre's pages in an iframe: the demo lets
// http://localhost:8080 frame that venue (its frame-ancestors). The operator's page grows the
// frame with the height Lido posts, with the snippet the README gives operators.
const operatorPage = 'http://localhost:8080/book';

// The operator's page is answered by the test, not a server, so Chromium cannot tell it is on this
// machine and would refuse it a frame of a local address (Local Network Access): a real
// operator's site is public and frames a public Lido.
test.use({
  launchOptions: {
    ...launchOptions,
    args: [...launchOptions.args, '--disable-features=LocalNetworkAccessChecks'],
  },
});

function operatorHtml(lidoUrl: string): string {
  return `<!doctype html>
<html lang="en">
  <head><title>Britannia Leisure Centre — Book online</title></head>
  <body>
    <main>
      <h1>Book online</h1>
      <iframe id="lido" title="Book an activity" style="width: 100%; border: 0" src="${lidoUrl}"></iframe>
    </main>
    <script>
      window.lidoHeights = [];
      window.addEventListener('message', (event) => {
        if (event.origin !== '${new URL(lidoUrl).origin}' || event.data?.type !== 'lido:height') return;
        window.lidoHeights.push(event.data.height);
        document.getElementById('lido').style.height = event.data.height + 'px';
      });
    </script>
  </body>
</html>`;
}

test('an operator frames a venue: the frame grows with the page, and the basket is in reach', async ({
  page,
  axe,
  baseURL,
}) => {
  const lidoUrl = `${baseURL}/location/britannia-leisure-centre?embedded=true`;
  await page.route(operatorPage, (route) =>
    route.fulfill({ contentType: 'text/html', body: operatorHtml(lidoUrl) }),
  );
  await page.goto(operatorPage);
  const lido = page.frameLocator('#lido');
  await expect(lido.getByRole('heading', { level: 1 })).toContainText('Britannia');
  // No header inside the frame, but the basket and signing in.
  await expect(lido.locator('#nav-links')).toHaveCount(0);
  const bar = lido.getByRole('navigation', { name: 'Basket and account' });
  await expect(bar.getByRole('button', { name: 'Log in' })).toBeVisible();

  await expect.poll(() => page.evaluate<number[]>('window.lidoHeights')).not.toEqual([]);
  const frame = await page.locator('#lido').boundingBox();
  // Taller than an iframe's default 150 px: the venue page, not a scrolling slot.
  expect(frame?.height ?? 0).toBeGreaterThan(300);
  await axe.check('a venue page framed by the operator');

  await bar.getByTestId('embedded-basket').click();
  await expect(lido.getByRole('heading', { name: 'Shopping basket' })).toBeVisible();
  await axe.check('the basket, framed');
});
