import { describe, expect, it } from 'vitest';
import { sanitiseFooterHtml } from './sanitise-footer-html';

/** Parses the result as the footer component will, to ask what a browser would end up with. */
function render(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitiseFooterHtml(html);
  return container;
}

describe('sanitiseFooterHtml', () => {
  it('keeps headings, paragraphs, lists and ordinary links', () => {
    const html =
      '<h3>Opening hours</h3><p>Mon–Fri <strong>6:30am</strong> <a href="https://example.org/terms">Terms</a></p>' +
      '<ul><li><a href="/pricing">Pricing</a></li><li><a href="tel:03001234567">Call us</a></li></ul>';
    expect(sanitiseFooterHtml(html)).toBe(html);
  });

  it('keeps images from http(s) and relative addresses, with their size and text', () => {
    const html =
      '<img src="https://cdn.example.org/logo.png" alt="Logo" title="Our logo" width="120" height="40"><img src="/badge.png" alt="">';
    expect(sanitiseFooterHtml(html)).toBe(html);
  });

  it('removes script, style and iframe elements with their content', () => {
    const clean = sanitiseFooterHtml(
      '<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe>',
    );
    expect(clean).toBe('<p>Hi</p>');
  });

  it('removes forms, inputs and buttons that could ask for a password', () => {
    const footer = render(
      '<form action="https://evil.test/steal" method="post"><p>Session expired</p>' +
        '<input type="password" name="password"><button type="submit">Sign in</button>' +
        '<select><option>a</option></select><textarea>x</textarea></form>',
    );
    expect(footer.querySelector('form, input, button, select, textarea, option')).toBeNull();
    expect(footer.innerHTML).not.toContain('evil.test');
  });

  it('removes frames, objects and embeds', () => {
    const footer = render(
      '<object data="https://evil.test/x.swf"></object><embed src="https://evil.test/x">' +
        '<frameset><frame src="https://evil.test"></frameset><portal src="https://evil.test"></portal>',
    );
    expect(footer.innerHTML).not.toContain('evil.test');
    expect(footer.children).toHaveLength(0);
  });

  it('removes styles and classes that could lay an overlay over the page', () => {
    const footer = render(
      '<div style="position:fixed;inset:0;z-index:9999;background:#fff" class="modal-backdrop" id="login">' +
        '<p style="position:absolute;top:0">Please sign in again</p></div>',
    );
    expect(footer.querySelector('[style], [class], [id]')).toBeNull();
    expect(footer.textContent).toBe('Please sign in again');
  });

  it('removes inline event handlers', () => {
    const clean = sanitiseFooterHtml(
      '<img src="/logo.png" onerror="alert(1)"><p onclick="x()">a</p><a href="/" onmouseover="x()">b</a>',
    );
    expect(clean).not.toMatch(/onerror|onclick|onmouseover/);
    expect(clean).toContain('src="/logo.png"');
  });

  it('removes script and data URLs from links and images however they are spelled', () => {
    const footer = render(
      '<a href="javascript:alert(1)">a</a><a href=" JavaScript:alert(1)">b</a>' +
        '<a href="java&#9;script:alert(1)">c</a><a href="&#106;avascript:alert(1)">d</a>' +
        '<a href="vbscript:msgbox(1)">e</a><a href="data:text/html,<script>alert(1)</script>">f</a>' +
        '<img src="javascript:x"><img src="data:image/svg+xml,<svg onload=alert(1)>"><img src="tel:123">',
    );
    for (const element of footer.querySelectorAll('a, img')) {
      expect(element.hasAttribute('href') || element.hasAttribute('src')).toBe(false);
    }
    expect(footer.querySelectorAll('a')).toHaveLength(6);
  });

  it('removes SVG and MathML, including the namespace tricks that smuggle markup through', () => {
    const footer = render(
      '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a><script>alert(1)</script></svg>' +
        '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>' +
        '<svg><style><img src=x onerror=alert(1)></style></svg>',
    );
    expect(footer.querySelector('svg, math, script, style')).toBeNull();
    // Markup that escapes the foreign element is sanitised like any other: an image may stay, its handler not.
    expect(footer.innerHTML).not.toMatch(/onerror|javascript:/);
  });

  it('forces links that open a new window not to hand it this page', () => {
    const footer = render(
      '<a href="https://example.org" target="_blank" rel="opener">Map</a><a href="/" target="_top">Home</a>',
    );
    const [map, home] = footer.querySelectorAll('a');
    expect(map?.getAttribute('target')).toBe('_blank');
    expect(map?.getAttribute('rel')).toBe('noopener noreferrer');
    // A footer must not navigate the page that embeds the site.
    expect(home?.hasAttribute('target')).toBe(false);
  });

  it('drops attributes outside the allow-list, such as data and ARIA attributes and odd sizes', () => {
    const clean = sanitiseFooterHtml(
      '<p data-action="x" aria-hidden="true" title="t">a</p><img src="/a.png" width="100%" height="9e9">',
    );
    expect(clean).toBe('<p title="t">a</p><img src="/a.png">');
  });
});
