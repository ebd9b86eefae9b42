import { describe, expect, it } from 'vitest';
import { csvText, figure, pounds } from './report-csv';

describe('report CSV files', () => {
  it('have a header row, CRLF line ends and a byte order mark for spreadsheets', () => {
    expect(csvText(['Plan', 'Joined'], [['Adult', figure(3)]])).toBe(
      '\uFEFFPlan,Joined\r\nAdult,3\r\n',
    );
  });

  it('quote fields holding commas, quotes or line breaks, doubling the quotes', () => {
    expect(csvText(['Name'], [['Swim, Gym'], ['The "Big" Pool'], ['Line\none']])).toBe(
      '\uFEFFName\r\n"Swim, Gym"\r\n"The ""Big"" Pool"\r\n"Line\none"\r\n',
    );
  });

  it('keep text that a spreadsheet would run as a formula as text, but not negative amounts', () => {
    expect(
      csvText(
        ['Name', 'Net'],
        [
          ['=1+2', pounds(-850)],
          ['@SUM(A1)', pounds(5)],
        ],
      ),
    ).toBe("\uFEFFName,Net\r\n'=1+2,-8.50\r\n'@SUM(A1),0.05\r\n");
  });

  it('write pence as pounds with two decimals, exactly', () => {
    expect([0, 7, 1285, -1, 123_456_789].map((pence) => pounds(pence).figure)).toEqual([
      '0.00',
      '0.07',
      '12.85',
      '-0.01',
      '1234567.89',
    ]);
    expect(figure(null).figure).toBe('');
    expect(figure(66.7).figure).toBe('66.7');
  });
});
