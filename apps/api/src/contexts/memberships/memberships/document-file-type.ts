/** The kinds of file a proof document may be, as their own first bytes say. */
export type DocumentFileType = 'image/jpeg' | 'image/png' | 'application/pdf';

const signatures: readonly { type: DocumentFileType; bytes: readonly number[] }[] = [
  // JPEG: a start-of-image marker followed by another marker (JFIF, Exif or a raw segment).
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // `%PDF-`
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/**
 * What a file is by its magic bytes, or null for anything else. The type a browser declares
 * comes from the file's name, which anyone can change: the bytes decide what is stored and the
 * type it is later served with.
 */
export function documentFileTypeOf(content: Uint8Array): DocumentFileType | null {
  const match = signatures.find(({ bytes }) =>
    bytes.every((byte, index) => content[index] === byte),
  );
  return match?.type ?? null;
}
