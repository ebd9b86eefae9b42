import { escapeHtml } from '@lido/contract';

/** Plain lines as an HTML email's bulleted list, each escaped; nothing for no lines. */
export function htmlList(lines: readonly string[]): string[] {
  if (lines.length === 0) return [];
  return ['<ul>', ...lines.map((line) => `<li>${escapeHtml(line)}</li>`), '</ul>'];
}
