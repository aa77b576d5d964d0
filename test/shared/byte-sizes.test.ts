import t from 'tap';
import { formatBytes } from '../../shared/byte-sizes.js';
import { MAX_FILE_BYTES } from '../../shared/schemas/files.js';

t.test('one unit system: 1 ko = 1 000 octets, 1 Mo = 10⁶ octets', async (t) => {
  t.equal(MAX_FILE_BYTES, 20 * 10 ** 6, 'the limit is 20 Mo of 10⁶ octets');
  t.equal(formatBytes(MAX_FILE_BYTES, 'fr'), '20 Mo', 'and says so');
  t.equal(formatBytes(21_000_000, 'fr'), '21 Mo', 'the issue: 21 000 000 octets are not « 20 Mo »');
  t.equal(formatBytes(21_000_000, 'en'), '21 MB');
  const table: Array<[number, string, string]> = [
    [0, '0 o', ''],
    [640, '640 o', ''],
    [999, '999 o', ''],
    [1000, '1 ko', ''],
    [1500, '1,5 ko', ''],
    [1100, '1,1 ko', 'no floating-point residue (1,2)'],
    [1501, '1,6 ko', 'rounded up'],
    [999_999, '1 Mo', 'rounded up into the next unit'],
    [20_000_001, '20,1 Mo', 'over the limit never reads as the limit'],
    [20_971_520, '21 Mo', 'what was "20 Mio"'],
    [1_250_000_000, '1,3 Go', ''],
  ];
  for (const [bytes, expected, why] of table) t.equal(formatBytes(bytes, 'fr').replace(/\u202f|\u00a0/g, ' '), expected, `${bytes}${why ? `: ${why}` : ''}`);
  t.equal(formatBytes(1500, 'en'), '1.5 kB');
});
