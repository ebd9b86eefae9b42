import { describe, expect, it } from 'vitest';
import { sanitiseFooterHtml } from './sanitise-footer-html';

describe('sanitiseFooterHtml', () => {
  it('keeps headings, paragraphs, lists, line breaks and ordinary links as they are', () => {
    const html =
      '<h2>Opening hours</h2><p>Mon–Fri <strong>6:30am</strong><br />Sat &amp; Sun <em>8am</em></p>' +
      '<ul><li><a href="/pricing">Pricing</a></li><li><a href="tel:03001234567">Call us</a></li>' +
      '<li><a title="Email us" href="mailto:hello@example.org">Email</a></li>' +
      '<li><a href="https://www.openstreetmap.org/?mlat=51.5&amp;mlon=-0.1#map=16">Map</a></li></ul>';
    expect(sanitiseFooterHtml(html)).toBe(html);
  });

  it('keeps images from http(s) and relative addresses, with their size and text', () => {
    const html =
      '<img title="Our logo" src="https://cdn.example.org/logo.png" alt="Logo" width="120" height="40" /><img src="/badge.png" alt="" />';
    expect(sanitiseFooterHtml(html)).toBe(html);
  });

  it('removes script, style, iframe, object and embed elements with their content', () => {
    const clean = sanitiseFooterHtml(
      '<p>Hi</p><script>alert(1)</script><style>body{display:none}</style>' +
        '<iframe src="https://evil.test"><p>inner</p></iframe><object data="https://evil.test/x"></object>' +
        '<embed src="https://evil.test/x"><noscript><p>x</p></noscript><template><img src=x onerror=alert(1)></template>',
    );
    expect(clean).toBe('<p>Hi</p>');
  });

  it('removes forms, inputs and buttons that could ask for a password, keeping their words', () => {
    const clean = sanitiseFooterHtml(
      '<form action="https://evil.test/steal" method="post"><p>Session expired</p>' +
        '<label>Password <input type="password" name="password"></label>' +
        '<button type="submit" formaction="https://evil.test">Sign in</button>' +
        '<select name="x"><option>a</option></select><textarea>secret</textarea></form>',
    );
    expect(clean).toBe('<p>Session expired</p>Password Sign in');
  });

  it('removes styles, classes and ids that could lay an overlay over the page', () => {
    const clean = sanitiseFooterHtml(
      '<div style="position:fixed;inset:0;z-index:9999" class="modal-backdrop" id="login">' +
        '<p STYLE="position:absolute;top:0">Please sign in again</p></div>',
    );
    expect(clean).toBe('<div><p>Please sign in again</p></div>');
  });

  it('removes inline event handlers however they are written', () => {
    const clean = sanitiseFooterHtml(
      '<img src="/logo.png" onerror="alert(1)"><img/src="/a.png"/onerror=alert(1)>' +
        '<p OnClick=x()>a</p><a href="/" onmouseover  =  "x()">b</a>',
    );
    expect(clean).not.toMatch(/on(error|click|mouseover)/i);
    expect(clean).toContain('<img src="/logo.png" />');
    expect(clean).toContain('<p>a</p>');
  });

  it('removes script and data URLs from links and images however they are spelled', () => {
    const hostile = [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'java&#9;script:alert(1)',
      '&#106;avascript:alert(1)',
      '&#x6A;avascript:alert(1)',
      '&#106avascript:alert(1)',
      'javascript&colon;alert(1)',
      'javascript&#58;alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      '\u0001javascript:alert(1)',
    ];
    for (const url of hostile) {
      const clean = sanitiseFooterHtml(`<a href="${url}">link</a><img src="${url}">`);
      expect(clean, url).toBe('<a>link</a><img />');
    }
    // A look-alike letter (U+1D541) makes no scheme: a browser reads a harmless relative address.
    expect(sanitiseFooterHtml('<a href="&Jopf;avascript:alert(1)">x</a>')).toBe(
      '<a href="𝕁avascript:alert(1)">x</a>',
    );
    // Images may not dial or write either.
    expect(sanitiseFooterHtml('<img src="tel:123"><img src="data:image/png;base64,AAAA">')).toBe(
      '<img /><img />',
    );
  });

  it('removes SVG and MathML with everything inside them', () => {
    const clean = sanitiseFooterHtml(
      '<p>a</p><svg><a xlink:href="javascript:alert(1)"><text>x</text></a><script>alert(1)</script></svg>' +
        '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>' +
        '<SVG/onload=alert(1)></SVG ><p>b</p>',
    );
    expect(clean).toBe('<p>a</p><p>b</p>');
  });

  it('cannot be tricked into writing markup through quotes, comments or broken tags', () => {
    const cases: [string, string][] = [
      [
        '<p title="a&quot;><script>alert(1)</script>">x</p>',
        '<p title="a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">x</p>',
      ],
      [
        "<p title='\"><img src=x onerror=alert(1)>'>x</p>",
        '<p title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">x</p>',
      ],
      ['<!-- <img src=x onerror=alert(1)> --><p>x</p>', '<p>x</p>'],
      ['<!DOCTYPE html><?xml x?></ img><p>x</p>', '<p>x</p>'],
      ['1 < 2 > 0 & <3', '1 &lt; 2 &gt; 0 &amp; &lt;3'],
      ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
      ['<p>unclosed <a href="/x">link', '<p>unclosed <a href="/x">link</a></p>'],
      ['<p>x</p><img src="/a.png" alt="never closed', '<p>x</p>'],
      // A stray </p> opens and closes an empty paragraph, as a browser reads it.
      ['</p></div><p>x</p>', '<p></p><p>x</p>'],
      ['<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ];
    for (const [input, expected] of cases) expect(sanitiseFooterHtml(input), input).toBe(expected);
  });

  it('forces links that open a new window not to hand it this page', () => {
    expect(
      sanitiseFooterHtml('<a href="https://example.org" target="_blank" rel="opener">Map</a>'),
    ).toBe('<a href="https://example.org" target="_blank" rel="noopener noreferrer">Map</a>');
    // A footer must not navigate the page that embeds the site, or a named window.
    expect(sanitiseFooterHtml('<a href="/" target="_top">Home</a><a target="x">y</a>')).toBe(
      '<a href="/">Home</a><a>y</a>',
    );
  });

  it('drops attributes outside the allow-list, such as data and ARIA attributes and odd sizes', () => {
    expect(
      sanitiseFooterHtml(
        '<p data-action="x" aria-hidden="true" title="t">a</p><img src="/a.png" width="100%" height="9e9">',
      ),
    ).toBe('<p title="t">a</p><img src="/a.png" />');
  });
});
