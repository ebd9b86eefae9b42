/**
 * What a venue's footer HTML may hold: text formatting, links and images. The API applies it when
 * it serves the footer and the web app again when it shows one, so both read this one list.
 */
export const footerHtmlTags = [
  'p',
  'br',
  'hr',
  'div',
  'section',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'small',
  'span',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'img',
] as const;

/** Attributes by tag (`*`: any allowed tag); nothing else survives, styles and classes included. */
export const footerHtmlAttributes = {
  '*': ['title'],
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
} as const;

/** Links may open, dial or write; images only load over http(s). Relative addresses are kept. */
export const footerLinkSchemes = ['http', 'https', 'mailto', 'tel'] as const;
export const footerImageSchemes = ['http', 'https'] as const;
/** A footer link may open a new window, never navigate the page that embeds the site. */
export const footerLinkTargets = ['_blank', '_self'] as const;
