import { describe, expect, it } from 'vitest';
import { sanitiseFooterHtml } from './sanitise-footer-html';

describe('sanitiseFooterHtml', () => {
  it('keeps headings, paragraphs and ordinary links', () => {
    const html =
      '<h3>Opening hours</h3><p>Mon–Fri <a href="https://example.org/terms">Terms</a></p>';
    expect(sanitiseFooterHtml(html)).toBe(html);
  });

  it('removes script, style and iframe elements', () => {
    const clean = sanitiseFooterHtml(
      '<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe>',
    );
    expect(clean).toBe('<p>Hi</p>');
  });

  it('removes inline event handlers', () => {
    const clean = sanitiseFooterHtml(
      '<img src="/logo.png" onerror="alert(1)"><p onclick="x()">a</p>',
    );
    expect(clean).not.toMatch(/onerror|onclick/);
    expect(clean).toContain('src="/logo.png"');
  });

  it('removes javascript: links however they are spelled', () => {
    const clean = sanitiseFooterHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JavaScript:alert(1)">b</a><img src="javascript:x">',
    );
    expect(clean).not.toMatch(/javascript:/i);
    expect(clean).toContain('>a</a>');
  });
});
