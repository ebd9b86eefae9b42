import {
  footerHtmlAttributes,
  footerHtmlTags,
  footerImageSchemes,
  footerLinkSchemes,
  footerLinkTargets,
} from '@lido/contract';
import sanitizeHtml from 'sanitize-html';

const isLinkTarget = (target: string | undefined): target is string =>
  (footerLinkTargets as readonly (string | undefined)[]).includes(target);

/**
 * A venue's footer is operator-authored HTML that Lido serves as text/html to its own sites and
 * to third-party clients, so it is cut down to text formatting, links and images when served: no
 * forms, frames, objects, SVG or MathML, no styles or classes (an overlay could pass for a sign-in
 * box), nothing that runs script, and addresses only http(s), relative, and tel:/mailto: links.
 * The web app applies the same allow-list with DOMPurify (apps/web/src/shared/lib/
 * sanitise-footer-html.ts). sanitize-html parses with htmlparser2 and writes back only what the
 * allow-list names, escaping every text and attribute value.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...footerHtmlTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(footerHtmlAttributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: [...footerLinkSchemes], img: [...footerImageSchemes] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Elements whose content is code, styles, form values or foreign markup go with their content.
  nonTextTags: [
    'script',
    'style',
    'template',
    'iframe',
    'frameset',
    'object',
    'noscript',
    'noembed',
    'noframes',
    'textarea',
    'select',
    'option',
    'title',
    'xmp',
    'plaintext',
    'svg',
    'math',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      if (!isLinkTarget(target)) return { tagName, attribs: rest };
      return { tagName, attribs: { ...rest, target, rel: 'noopener noreferrer' } };
    },
    img: (tagName, attribs) => {
      const { width, height, ...rest } = attribs;
      const pixels = (value: string | undefined) =>
        value !== undefined && /^\d{1,4}$/.test(value) ? { value } : null;
      return {
        tagName,
        attribs: {
          ...rest,
          ...(pixels(width) ? { width: width! } : {}),
          ...(pixels(height) ? { height: height! } : {}),
        },
      };
    },
  },
};

export function sanitiseFooterHtml(html: string): string {
  return sanitizeHtml(html, options);
}
