import {
  ACTIVITY_IMAGE_MAX_BYTES,
  ACTIVITY_IMAGE_REQUIRED_MESSAGE,
  ACTIVITY_IMAGE_SIZE_MESSAGE,
  ACTIVITY_IMAGE_TYPE_MESSAGE,
} from '@lido/contract';
import { describe, expect, it } from 'vitest';
import { imageContentTypeOf, imageFileProblem } from './activity-image-rules';

describe('imageContentTypeOf', () => {
  it('takes the type the browser gives, else the name’s', () => {
    expect(imageContentTypeOf({ name: 'pool', type: 'image/webp' })).toBe('image/webp');
    expect(imageContentTypeOf({ name: 'Pool.JPG', type: '' })).toBe('image/jpeg');
    expect(imageContentTypeOf({ name: 'pool.png', type: 'application/octet-stream' })).toBe(
      'image/png',
    );
    expect(imageContentTypeOf({ name: 'pool.gif', type: 'image/gif' })).toBeNull();
    expect(imageContentTypeOf({ name: 'pool.heic', type: 'image/heic' })).toBeNull();
  });
});

describe('imageFileProblem', () => {
  it('asks for a JPEG, PNG or WebP of at most 5 MB', () => {
    expect(imageFileProblem(undefined)).toBe(ACTIVITY_IMAGE_REQUIRED_MESSAGE);
    expect(imageFileProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      ACTIVITY_IMAGE_TYPE_MESSAGE,
    );
    expect(
      imageFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: ACTIVITY_IMAGE_MAX_BYTES + 1 }),
    ).toBe(ACTIVITY_IMAGE_SIZE_MESSAGE);
    expect(
      imageFileProblem({ name: 'a.jpg', type: 'image/jpeg', size: ACTIVITY_IMAGE_MAX_BYTES }),
    ).toBeNull();
  });
});
