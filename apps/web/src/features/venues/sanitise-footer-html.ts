import DOMPurify from 'dompurify';

// The footer is operator-authored HTML from the API. It is trusted for layout and links only:
// anything that can run script (tags, event handlers, `javascript:` URLs) is removed.

const purifier = DOMPurify(window);

const scriptUrl = /^\s*javascript:/i;

// DOMPurify already drops most script URLs; the hook makes the rule explicit and also covers
// attributes it would otherwise keep (e.g. a `src` on an allowed tag).
purifier.addHook('uponSanitizeAttribute', (_node, data) => {
  if ((data.attrName === 'href' || data.attrName === 'src') && scriptUrl.test(data.attrValue)) {
    data.keepAttr = false;
  }
});

export function sanitiseFooterHtml(html: string): string {
  return purifier.sanitize(html, {
    FORBID_TAGS: ['script', 'style', 'iframe'],
    USE_PROFILES: { html: true },
  });
}
