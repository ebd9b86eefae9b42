import { describe, expect, it } from 'vitest';
import { errorCopy, toApiError, toRequestState } from './request-state';

describe('request state', () => {
  it('maps statuses without a server message to the spec copy', () => {
    expect(errorCopy(toApiError(404, {}))).toBe('Unable to complete request, item not found.');
    expect(errorCopy(toApiError(403, null))).toBe('Unauthorised.');
    expect(errorCopy(toApiError(500, 'oops'))).toBe('Something has gone wrong, please try again.');
    expect(errorCopy(toApiError(409, {}))).toBe('Something has gone wrong, please try again.');
    expect(errorCopy(toApiError(null, undefined))).toBe(
      'Something has gone wrong, please try again.',
    );
  });

  it('prefers the server message to any default', () => {
    const error = toApiError(404, { message: 'Venue not found.' });
    expect(errorCopy(error, { byStatus: { 404: 'No such venue' } })).toBe('Venue not found.');
  });

  it('lets a screen override the copy and hide the fallback with an empty string', () => {
    expect(errorCopy(toApiError(404, {}), { byStatus: { 404: 'No such venue' } })).toBe(
      'No such venue',
    );
    expect(errorCopy(toApiError(500, {}), { fallback: '' })).toBe('');
  });

  it('keeps the error code the API sent, so a screen can tell one 409 from another', () => {
    const clash = toApiError(409, { message: 'Studio 1 is in use then.', code: 'LOCATION_CLASH' });
    expect(clash.code).toBe('LOCATION_CLASH');
    expect(errorCopy(clash)).toBe('Studio 1 is in use then.');
    expect(toApiError(409, { message: 'Full.' }).code).toBeUndefined();
  });

  it('lists every validation message of a 422 answer', () => {
    const error = toApiError(422, {
      message: 'The given data was invalid.',
      errors: { date: ['The date is required.'], venue: ['Unknown venue.', 'Too long.'] },
      status: 422,
    });
    expect(toRequestState({ isLoading: false, error })).toEqual({
      requesting: false,
      error: 'The given data was invalid.',
      statusCode: 422,
      validationMessages: ['The date is required.', 'Unknown venue.', 'Too long.'],
    });
  });
});
