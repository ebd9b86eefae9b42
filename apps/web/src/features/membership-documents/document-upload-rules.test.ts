import {
  DOCUMENT_EXPIRY_FAR_MESSAGE,
  DOCUMENT_EXPIRY_PAST_MESSAGE,
  DOCUMENT_EXPIRY_REQUIRED_MESSAGE,
  DOCUMENT_SIZE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
} from '@lido/contract';
import { describe, expect, it } from 'vitest';
import {
  chooseFileMessage,
  contentTypeOf,
  expiryBounds,
  expiryProblem,
  fileProblem,
} from './document-upload-rules';

const MB = 1024 * 1024;

describe('the upload form’s checks', () => {
  it('takes the browser’s type, or the name’s when the browser gives none it knows', () => {
    expect(contentTypeOf({ name: 'card.PNG', type: '' })).toBe('image/png');
    expect(contentTypeOf({ name: 'scan', type: 'application/pdf' })).toBe('application/pdf');
    expect(contentTypeOf({ name: 'card.jpeg', type: 'image/pjpeg' })).toBe('image/jpeg');
    expect(contentTypeOf({ name: 'card.heic', type: 'image/heic' })).toBeNull();
  });

  it.each([
    [undefined, chooseFileMessage],
    [{ name: 'card.gif', type: 'image/gif', size: 100 }, DOCUMENT_TYPE_MESSAGE],
    [{ name: 'card.pdf', type: 'application/pdf', size: 5 * MB + 1 }, DOCUMENT_SIZE_MESSAGE],
    [{ name: 'card.pdf', type: 'application/pdf', size: 0 }, chooseFileMessage],
    [{ name: 'card.pdf', type: 'application/pdf', size: 5 * MB }, null],
  ])('says what is wrong with %o', (file, message) => {
    expect(fileProblem(file)).toBe(message);
  });

  it('wants an expiry after today and at most five years ahead', () => {
    const today = '2026-10-20';
    expect(expiryBounds(today)).toEqual({ min: '2026-10-21', max: '2031-10-20' });
    expect(expiryProblem('', today)).toBe(DOCUMENT_EXPIRY_REQUIRED_MESSAGE);
    expect(expiryProblem('2026-10-20', today)).toBe(DOCUMENT_EXPIRY_PAST_MESSAGE);
    expect(expiryProblem('2026-10-21', today)).toBeNull();
    expect(expiryProblem('2031-10-20', today)).toBeNull();
    expect(expiryProblem('2031-10-21', today)).toBe(DOCUMENT_EXPIRY_FAR_MESSAGE);
    // 29 February five years on is 28 February.
    expect(expiryBounds('2028-02-29').max).toBe('2033-02-28');
  });
});
