import sharp from 'sharp';

// Images made for the tests, so none is kept in git: a sky and a sun, in the format and size a
// test needs, with camera metadata when it asks.

export interface TestImageOptions {
  width?: number;
  height?: number;
  /** The sun's colour: images of different colours are different bytes. */
  sun?: string;
  /** EXIF orientation (6: stored turned a quarter left, shown upright by turning it right). */
  orientation?: number;
  /** Camera metadata (a GPS position among it), which Lido must not serve. */
  withCameraMetadata?: boolean;
}

function scene(width: number, height: number, sun: string): Buffer {
  const radius = Math.round(Math.min(width, height) / 5);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#0b4f6c"/><stop offset="1" stop-color="#88c5d8"/>
      </linearGradient></defs>
      <rect width="${width}" height="${height}" fill="url(#sky)"/>
      <circle cx="${Math.round(width * 0.7)}" cy="${Math.round(height * 0.35)}" r="${radius}" fill="${sun}"/>
    </svg>`,
  );
}

export async function testImage(
  format: 'jpeg' | 'png' | 'webp',
  {
    width = 480,
    height = 320,
    sun = '#f5b700',
    orientation,
    withCameraMetadata = false,
  }: TestImageOptions = {},
): Promise<Buffer> {
  let image = sharp(scene(width, height, sun));
  if (withCameraMetadata) {
    image = image.withExif({
      IFD0: { Make: 'Lido Test Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 32/1 0/1' },
    });
  }
  if (orientation !== undefined) image = image.withMetadata({ orientation });
  return image.toFormat(format).toBuffer();
}

/** The upload body the console sends for these bytes. */
export const uploadBody = (bytes: Buffer, contentType = 'image/jpeg') => ({
  content_type: contentType,
  content: bytes.toString('base64'),
});
