import { useEffect } from 'react';

/** The message an embedded page sends its parent page: `{type, height}` in CSS pixels. */
export const HEIGHT_MESSAGE_TYPE = 'lido:height';

/**
 * Embedded in an operator's page, tells the parent how tall the page is whenever that changes,
 * so the iframe can grow with it instead of scrolling inside itself (the snippet for operators'
 * sites is in the README). Sent to any origin: a height is all it says.
 */
export function useHeightForParent(isEmbedded: boolean): void {
  useEffect(() => {
    if (!isEmbedded || window.parent === window || typeof ResizeObserver === 'undefined') {
      return undefined;
    }
    let sent = 0;
    const send = () => {
      const height = Math.ceil(document.documentElement.scrollHeight);
      if (height === sent) return;
      sent = height;
      window.parent.postMessage({ type: HEIGHT_MESSAGE_TYPE, height }, '*');
    };
    const observer = new ResizeObserver(send);
    observer.observe(document.body);
    send();
    return () => observer.disconnect();
  }, [isEmbedded]);
}
