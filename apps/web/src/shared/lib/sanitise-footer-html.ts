import { footerHtmlAttributes, footerHtmlTags, footerLinkTargets } from '@lido/contract';
import DOMPurify from 'dompurify';

// The footer is operator-authored HTML from the API. It is trusted for text formatting, links and
// images only: no forms, no frames or embedded objects, no SVG or MathML, no styles or classes
// (which could lay a fake sign-in box over the page), nothing that can run script. The API applies
// the same allow-list when it serves the footer (apps/api/src/modules/site-config/
// sanitise-footer-html.ts) from the same list (@lido/contract footer-html); this is the second
// line, for footers from any server.

const ALLOWED_TAGS = [...footerHtmlTags];
const ALLOWED_ATTR = [...new Set(Object.values(footerHtmlAttributes).flat())];

/** http(s) and relative addresses; links may also dial or write (tel:, mailto:), images not. */
const linkUrl = /^(?:https?:|mailto:|tel:|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))/i;
const imageUrl = /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))/i;
const imageSize = /^\d{1,4}$/;
const linkTargets = new Set<string>(footerLinkTargets);

const purifier = DOMPurify(window);

/** Browsers ignore these inside a URL (`java&#9;script:` is `javascript:`). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const ignoredInUrl = /[\u0000-\u0020]/g;

purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toLowerCase();
  const value = data.attrValue.trim();
  const url = data.attrValue.replace(ignoredInUrl, '');
  if (data.attrName === 'href') data.keepAttr = tag === 'a' && linkUrl.test(url);
  if (data.attrName === 'src') data.keepAttr = tag === 'img' && imageUrl.test(url);
  if (data.attrName === 'width' || data.attrName === 'height') {
    data.keepAttr = tag === 'img' && imageSize.test(value);
  }
  if (data.attrName === 'target') data.keepAttr = tag === 'a' && linkTargets.has(value);
  if (data.attrName === 'rel') data.keepAttr = tag === 'a';
});

// A page opened in a new window must not get a handle on this one (window.opener).
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A' && node.hasAttribute('target')) {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitiseFooterHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOWED_URI_REGEXP: linkUrl,
  });
}
