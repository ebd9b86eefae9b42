import { describe, expect, it } from 'vitest';
import { fileBytes, fileStem, isImageFileName, readImportFile } from './import-files';

describe('reading CSV', () => {
  it('reads quoted fields, doubled quotes, line breaks in quotes and CRLF, with each row’s line', () => {
    const read = readImportFile({
      name: 'venues.csv',
      content:
        '\uFEFFVenue_ID, Name ,notes\r\nA,"Baths, Pools and ""Gym""",x\r\n\r\nB,"Two\nlines",\r\nC,Plain,last',
    });
    expect(read).toEqual({
      headers: ['venue_id', 'name', 'notes'],
      records: [
        {
          file: 'venues.csv',
          line: 2,
          values: { venue_id: 'A', name: 'Baths, Pools and "Gym"', notes: 'x' },
          columnNumbers: { venue_id: 1, name: 2, notes: 3 },
        },
        {
          file: 'venues.csv',
          line: 4,
          values: { venue_id: 'B', name: 'Two\nlines', notes: '' },
          columnNumbers: { venue_id: 1, name: 2, notes: 3 },
        },
        {
          file: 'venues.csv',
          line: 6,
          values: { venue_id: 'C', name: 'Plain', notes: 'last' },
          columnNumbers: { venue_id: 1, name: 2, notes: 3 },
        },
      ],
    });
  });

  it('treats missing trailing fields as empty and refuses extra ones', () => {
    const short = readImportFile({ name: 'a.csv', content: 'a,b,c\n1' });
    expect('records' in short && short.records[0]?.values).toEqual({ a: '1', b: '', c: '' });
    expect(readImportFile({ name: 'a.csv', content: 'a,b\n1,2,3' })).toEqual({
      problem: {
        file: 'a.csv',
        line: 2,
        column: 'column 3',
        message: 'The row has 3 fields but the header names 2 columns.',
      },
    });
  });

  it('refuses a header with a blank or repeated column', () => {
    expect(readImportFile({ name: 'a.csv', content: 'a,,b\n1,2,3' })).toMatchObject({
      problem: { line: 1, column: 'column 2', message: 'A column has no name in the header row.' },
    });
    expect(readImportFile({ name: 'a.csv', content: 'a,A\n1,2' })).toMatchObject({
      problem: {
        line: 1,
        column: 'column 2',
        message: 'The column "a" appears twice in the header row.',
      },
    });
  });
});

describe('reading JSON', () => {
  it('gives each object the line it starts on, and keeps values as JSON has them', () => {
    const read = readImportFile({
      name: 'schedules.json',
      content:
        '[\n  {"id": "S1", "days": ["Mon", "Wed"], "note": "a { in [ text"},\n\n  {\n    "id": " S2 ", "capacity": 12\n  }\n]',
    });
    expect(read).toEqual({
      headers: ['id', 'days', 'note', 'capacity'],
      records: [
        {
          file: 'schedules.json',
          line: 2,
          values: { id: 'S1', days: ['Mon', 'Wed'], note: 'a { in [ text' },
          columnNumbers: null,
        },
        {
          file: 'schedules.json',
          line: 4,
          values: { id: 'S2', capacity: 12 },
          columnNumbers: null,
        },
      ],
    });
  });

  it('says where invalid JSON breaks, and refuses anything but an array of objects', () => {
    expect(readImportFile({ name: 'a.json', content: '[\n{"a": 1},\n{"a": }\n]' })).toMatchObject({
      problem: { line: 3, message: 'The file is not valid JSON.' },
    });
    expect(readImportFile({ name: 'a.json', content: '[\n{"a": 1},\n2\n]' })).toMatchObject({
      problem: { message: 'Each row must be a JSON object.' },
    });
  });
});

it('names the kind by the file’s stem, whatever its case or path', () => {
  expect(fileStem('exports/Booking Windows.CSV')).toBe('booking_windows');
  expect(fileStem('C:\\data\\membership-plans.json')).toBe('membership_plans');
});

it('knows an image file by its name, in any case, and reads a file sent as base64', () => {
  expect(['yoga.jpg', 'Pool.JPEG', 'court.png', 'hall.webp'].map(isImageFileName)).toEqual([
    true,
    true,
    true,
    true,
  ]);
  expect(['yoga.gif', 'venues.csv', 'jpg', 'yoga.jpg.txt'].map(isImageFileName)).toEqual([
    false,
    false,
    false,
    false,
  ]);
  const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00]);
  expect(
    fileBytes({ name: 'yoga.jpg', content: bytes.toString('base64'), encoding: 'base64' }),
  ).toEqual(bytes);
  const venues = 'venue_id,name\nA,Baths';
  expect(
    readImportFile({
      name: 'venues.csv',
      content: Buffer.from(venues).toString('base64'),
      encoding: 'base64',
    }),
  ).toEqual(readImportFile({ name: 'venues.csv', content: venues }));
});
