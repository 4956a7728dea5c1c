import { csvCell, csvFileName, toCsv } from '../src/data/csv';
import { labelOfKey, localDay, telHref } from '../src/data/format';
import { nextDateOf } from '../src/pages/volunteer/opportunities';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Sunita Bhoyar')).toBe('Sunita Bhoyar');
  });

  it('quotes cells with commas, quotes or line breaks and doubles inner quotes', () => {
    expect(csvCell('Ward 3, Tiroda')).toBe('"Ward 3, Tiroda"');
    expect(csvCell('She said "namaste"')).toBe('"She said ""namaste"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each(['=SUM(A1:A9)', '+91 98220', '-2+3', '@cmd', '\tTAB'])('guards %j against formula injection', (value) => {
    expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
  });

  it('quotes a semicolon or a tab, where a spreadsheet splitting on them would start a cell holding a formula', () => {
    expect(csvCell('x;=1+1')).toBe('"x;=1+1"');
    expect(csvCell('x\t=1+1')).toBe('"x\t=1+1"');
  });

  it('guards and quotes a formula that also holds a comma', () => {
    expect(csvCell('=HYPERLINK("http://x", "y")')).toBe('"\'=HYPERLINK(""http://x"", ""y"")"');
  });
});

describe('toCsv', () => {
  it('writes a header of labels and one CRLF line per row, empty for missing values', () => {
    const csv = toCsv(
      [
        { key: 'name', label: 'Name' },
        { key: 'message', label: 'Message, full' },
      ],
      [{ name: 'Asha', message: 'Hello, "friends"' }, { name: 'Ravi' }],
    );
    expect(csv).toBe('Name,"Message, full"\r\nAsha,"Hello, ""friends"""\r\nRavi,\r\n');
  });
});

describe('csvFileName', () => {
  it('names the kind and the local day', () => {
    expect(csvFileName('contact', new Date(2026, 10, 22, 23, 59))).toBe('contact-2026-11-22.csv');
    // A search's rows only: not to be taken for the whole list.
    expect(csvFileName('contact', new Date(2026, 10, 22), true)).toBe('contact-2026-11-22-search.csv');
    expect(localDay(new Date(2027, 0, 5))).toBe('2027-01-05');
  });
});

describe('telHref', () => {
  it('dials an Indian mobile number however the form stored it, and other numbers as written', () => {
    for (const written of ['9823012345', '098230-12345', '+91 98230 12345', '+919823012345']) {
      expect(telHref(written)).toBe('tel:+919823012345');
    }
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    // A number from abroad that looks like an Indian mobile once its + is gone keeps its own country.
    expect(telHref('+6591234567')).toBe('tel:+6591234567');
    expect(telHref('0065 9123 4567')).toBe('tel:+6591234567');
  });
});

describe('labelOfKey', () => {
  it('turns stored keys into headings', () => {
    expect(labelOfKey('organisationName')).toBe('Organisation name');
    expect(labelOfKey('dob')).toBe('Dob');
    expect(labelOfKey('full_name')).toBe('Full name');
  });
});

describe('nextDateOf', () => {
  const secondSunday = { weekOfMonth: 2 as const, weekday: 0 };

  it('finds this month’s date when it is still ahead (today included)', () => {
    // November 2026: the 1st is a Sunday, so the second Sunday is the 8th.
    expect(localDay(nextDateOf(secondSunday, new Date(2026, 10, 3)))).toBe('2026-11-08');
    expect(localDay(nextDateOf(secondSunday, new Date(2026, 10, 8, 18)))).toBe('2026-11-08');
  });

  it('moves to next month, across the year end', () => {
    expect(localDay(nextDateOf(secondSunday, new Date(2026, 10, 22)))).toBe('2026-12-13');
    expect(localDay(nextDateOf(secondSunday, new Date(2026, 11, 20)))).toBe('2027-01-10');
  });
});
