import { describe, expect, it } from 'vitest';
import { toApiError } from '../../shared/lib/request-state';
import { fieldMessage, importProblemsOf } from './import-problems';

/** A 422 as the import answers it, through the request layer. */
function refusal(errors: Record<string, string[]>) {
  return toApiError(422, {
    message: 'The import has problems; nothing was written.',
    errors,
    status: 422,
  });
}

describe('reading an import’s problems', () => {
  it('gives each problem its file, line and column as the files spell them', () => {
    const error = refusal({
      'venues.csv, line 3, postcode (column 6)': [
        '"postcode" must be a UK postcode, such as NW3 3AN.',
      ],
      'booking_windows.json, line 2, address_line_1': ['first', 'second'],
      'schedules.json': ['The file is not valid JSON.'],
    });
    expect(
      importProblemsOf(error, ['schedules.json', 'venues.csv', 'booking_windows.json']),
    ).toEqual([
      {
        place: 'venues.csv, line 3, postcode (column 6)',
        file: 'venues.csv',
        line: 3,
        column: 'postcode',
        message: '"postcode" must be a UK postcode, such as NW3 3AN.',
      },
      {
        place: 'booking_windows.json, line 2, address_line_1',
        file: 'booking_windows.json',
        line: 2,
        column: 'address_line_1',
        message: 'first',
      },
      expect.objectContaining({
        place: 'booking_windows.json, line 2, address_line_1',
        message: 'second',
      }),
      {
        place: 'schedules.json',
        file: 'schedules.json',
        line: null,
        column: null,
        message: 'The file is not valid JSON.',
      },
    ]);
  });

  it('keeps a place naming no file sent as the API wrote it', () => {
    const [problem] = importProblemsOf(
      refusal({ files: ['Choose at least one file to import.'] }),
      [],
    );
    expect(problem).toEqual({
      place: 'files',
      file: null,
      line: null,
      column: null,
      message: 'Choose at least one file to import.',
    });
  });

  it('puts the form’s label where the message quotes the column', () => {
    const [problem] = importProblemsOf(
      refusal({
        'venues.json, line 2, postcode': ['"postcode" must be a UK postcode, such as NW3 3AN.'],
      }),
      ['venues.json'],
    );
    expect(fieldMessage(problem!, 'Postcode')).toBe(
      'Postcode must be a UK postcode, such as NW3 3AN.',
    );
  });
});
