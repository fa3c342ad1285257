import { describe, expect, it } from 'vitest';
import { manilaIso } from '../shared/manila';
import { csvCell, transactionsCsv } from './transactions';

describe('transactions CSV', () => {
  it('quotes cells and keeps formulas inert (OWASP CSV injection)', () => {
    expect(csvCell('Ministop - BGC')).toBe('"Ministop - BGC"');
    expect(csvCell('Say "hi", ok')).toBe('"Say ""hi"", ok"');
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(csvCell(text)).toBe(`"'${text}"`);
    }
    expect(csvCell(-12.5)).toBe('"-12.50"');
    expect(csvCell(1234)).toBe('"1234.00"');
  });

  it.each([
    ['\n=1+1', `"'\n=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\nPlain text after a line feed', `"'\nPlain text after a line feed"`],
    [' =HYPERLINK("http://evil.example")', `"' =HYPERLINK(""http://evil.example"")"`],
    ['  +SUM(A1:A9)', `"'  +SUM(A1:A9)"`],
    [' -2+3', `"' -2+3"`],
    [' @cmd', `"' @cmd"`],
    ['\u3000=1+1', `"'\u3000=1+1"`],
    ['\u00a0=1+1', `"'\u00a0=1+1"`],
    ['＝1+1', `"'＝1+1"`],
    ['＋SUM(A1:A9)', `"'＋SUM(A1:A9)"`],
    ['－2+3', `"'－2+3"`],
    ['＠cmd', `"'＠cmd"`],
    [' ＝1+1', `"' ＝1+1"`],
  ])('neutralises %j like = + - @', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it.each([
    ['Ministop - BGC', '"Ministop - BGC"'],
    [' Ministop', '" Ministop"'],
    ['Store = Ministop', '"Store = Ministop"'],
    ['7-Eleven', '"7-Eleven"'],
    ['', '""'],
  ])('leaves %j as it is', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('writes a BOM, a header and CRLF lines', () => {
    const csv = transactionsCsv([
      {
        id: '1',
        storeName: 'Peñafrancia Mart',
        purchaseTime: '2026-05-01T14:03:00+08:00',
        transactionTotalAmount: 250,
        earnValue: 1.25,
        redeemValue: 0,
      },
    ]);
    expect(csv).toBe(
      '\uFEFF"Store","Purchase time","Amount","Earned points","Redeemed points"\r\n' +
        '"Peñafrancia Mart","2026-05-01T14:03:00+08:00","250.00","1.25","0.00"\r\n',
    );
  });

  it('writes purchase times in Manila time with their offset', () => {
    expect(manilaIso(new Date('2026-05-01T16:30:00Z'))).toBe('2026-05-02T00:30:00+08:00');
  });
});
