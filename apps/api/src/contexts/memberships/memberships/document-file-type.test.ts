import { describe, expect, it } from 'vitest';
import { documentFileTypeOf } from './document-file-type';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('documentFileTypeOf', () => {
  it.each([
    ['a JPEG (JFIF)', bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10), 'image/jpeg'],
    ['a JPEG (Exif)', bytes(0xff, 0xd8, 0xff, 0xe1), 'image/jpeg'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00), 'image/png'],
    ['a PDF', new TextEncoder().encode('%PDF-1.7\n'), 'application/pdf'],
  ])('knows %s by its first bytes', (_, content, type) => {
    expect(documentFileTypeOf(content)).toBe(type);
  });

  it.each([
    ['a GIF', new TextEncoder().encode('GIF89a')],
    ['HTML named .pdf', new TextEncoder().encode('<html><script>alert(1)</script>')],
    ['a PNG cut short', bytes(0x89, 0x50, 0x4e, 0x47)],
    ['an empty file', bytes()],
    ['"%PDF" without its dash', new TextEncoder().encode('%PDF1.7')],
  ])('refuses %s', (_, content) => {
    expect(documentFileTypeOf(content)).toBeNull();
  });
});
