import t from 'tap';
import { frenchDay } from '../../shared/contracts-csv.js';
import { firmDayNumber, firmToday, isoDayOfNumber } from '../../shared/firm-day.js';

const intlParisDay = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' });

t.test("the firm's day of an instant is the one Intl gives in Paris, on every side of a change of the clocks", async (t) => {
  let differ = 0;
  for (let time = Date.UTC(1995, 0, 1); time < Date.UTC(2035, 0, 1); time += 3 * 3_600_000 + 17 * 60_000 + 1_001) {
    if (frenchDay(new Date(time).toISOString()) !== intlParisDay.format(time)) differ += 1;
  }
  t.equal(differ, 0, 'every 3 h 17 min 1 s over 40 years');
  const around: Array<[string, string]> = [
    ['2026-03-29T00:59:59.999Z', '29/03/2026'],
    ['2026-03-28T22:59:59Z', '28/03/2026'],
    ['2026-03-28T23:00:00Z', '29/03/2026'],
    ['2026-10-24T21:59:59Z', '24/10/2026'],
    ['2026-10-24T22:00:00Z', '25/10/2026'],
    ['2026-10-25T22:59:59Z', '25/10/2026'],
    ['2026-10-25T23:00:00Z', '26/10/2026'],
    ['2026-06-30T23:30:00+02:00', '30/06/2026'],
    ['1899-12-31T23:55:00Z', intlParisDay.format(Date.UTC(1899, 11, 31, 23, 55))],
  ];
  for (const [iso, want] of around) t.equal(frenchDay(iso), want, iso);
});

t.test('a plain day is written as it is, whatever the clock; nothing readable is an empty cell', async (t) => {
  t.equal(frenchDay('2026-03-29'), '29/03/2026');
  for (const value of [null, undefined, '', 'demain', '2026-13-45T00:00:00Z']) t.equal(frenchDay(value), '', String(value));
  t.equal(isoDayOfNumber(firmDayNumber(Date.UTC(2026, 10, 28, 23, 30))), '2026-11-29', 'half past midnight in Paris is the next day');
  t.equal(firmToday(new Date(Date.UTC(2026, 2, 28, 23, 0))), '2026-03-29', "today is the firm's day");
  t.equal(firmToday(new Date(Date.UTC(2026, 9, 24, 21, 59, 59))), '2026-10-24');
});
