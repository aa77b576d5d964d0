// The dashboard's day, week and month keys, in the firm's time zone (the daylight-saving weeks of Paris
// are among the cases). TZ is read by Node when a date is first made, so it is set before any.
process.env.TZ = 'Europe/Paris';

import t from 'tap';
import { addDays, dayKey, isoWeekOf, monthNames, parseDay, startOfIsoWeek } from '@/lib/dates';
// The week maths the dashboard's period picker and the BFF share (the calendar re-exports part of it).
import { isoWeekRange, isoWeeksInYear, within } from '@shared/periods';

const day = (key: string) => parseDay(key);

t.test('day keys are local calendar days, both ways', async (t) => {
  t.equal(dayKey(new Date(2026, 0, 5, 23, 59)), '2026-01-05', 'late evening stays on its day');
  t.equal(dayKey(new Date(2026, 0, 5, 0, 0)), '2026-01-05');
  t.equal(dayKey(new Date(2024, 1, 29)), '2024-02-29', 'leap day');
  t.equal(dayKey(parseDay('2026-03-09')), '2026-03-09');
  t.equal(parseDay('2026-03-09').getHours(), 0, 'parsed at local midnight');
});

t.test('adding days keeps local midnight across the daylight-saving changes', async (t) => {
  // Paris goes to summer time on Sunday 29 March 2026 and back on Sunday 25 October 2026.
  const spring = addDays(day('2026-03-28'), 2);
  t.equal(dayKey(spring), '2026-03-30');
  t.equal(spring.getHours(), 0);
  const autumn = addDays(day('2026-10-24'), 2);
  t.equal(dayKey(autumn), '2026-10-26');
  t.equal(autumn.getHours(), 0);
  t.equal(dayKey(addDays(day('2026-01-01'), -1)), '2025-12-31', 'backwards over a year');
});

t.test('a week starts on Monday 00:00', async (t) => {
  t.equal(dayKey(startOfIsoWeek(new Date(2026, 0, 11, 18, 30))), '2026-01-05', 'Sunday belongs to the week before it');
  t.equal(dayKey(startOfIsoWeek(day('2026-01-05'))), '2026-01-05', 'Monday is its own start');
  t.equal(dayKey(startOfIsoWeek(day('2026-01-01'))), '2025-12-29', 'across the new year');
  t.equal(startOfIsoWeek(new Date(2026, 0, 7, 15)).getHours(), 0);
});

t.test('ISO week numbers: the week belongs to the year of its Thursday', async (t) => {
  t.same(isoWeekOf(day('2026-01-01')), { year: 2026, week: 1 }, 'Thursday 1 January 2026');
  t.same(isoWeekOf(day('2025-12-29')), { year: 2026, week: 1 }, 'its Monday is still in 2025');
  t.same(isoWeekOf(day('2021-01-01')), { year: 2020, week: 53 }, 'Friday 1 January 2021 ends week 53 of 2020');
  t.same(isoWeekOf(day('2021-01-03')), { year: 2020, week: 53 });
  t.same(isoWeekOf(day('2021-01-04')), { year: 2021, week: 1 });
  t.same(isoWeekOf(day('2024-12-30')), { year: 2025, week: 1 }, 'Monday 30 December 2024 is in 2025');
  t.same(isoWeekOf(day('2026-12-31')), { year: 2026, week: 53 });
  t.same(isoWeekOf(day('2027-01-03')), { year: 2026, week: 53 }, 'Sunday 3 January 2027 is still week 53 of 2026');
  t.same(isoWeekOf(day('2027-01-04')), { year: 2027, week: 1 });
  t.same(isoWeekOf(day('2026-03-29')), { year: 2026, week: 13 }, 'the 23-hour Sunday');
  t.same(isoWeekOf(day('2026-03-30')), { year: 2026, week: 14 });
  t.same(isoWeekOf(day('2026-10-25')), { year: 2026, week: 43 }, 'the 25-hour Sunday');
});

t.test('52 or 53 weeks a year', async (t) => {
  t.equal(isoWeeksInYear(2015), 53, 'starts on a Thursday');
  t.equal(isoWeeksInYear(2020), 53, 'leap year starting on a Wednesday');
  t.equal(isoWeeksInYear(2026), 53);
  t.equal(isoWeeksInYear(2021), 52);
  t.equal(isoWeeksInYear(2024), 52, 'leap year starting on a Monday');
  t.equal(isoWeeksInYear(2027), 52);
});

t.test('a week range is [Monday, next Monday)', async (t) => {
  const first = isoWeekRange(2026, 1);
  t.equal(dayKey(first.start), '2025-12-29');
  t.equal(dayKey(first.end), '2026-01-05');
  const last = isoWeekRange(2020, 53);
  t.equal(dayKey(last.start), '2020-12-28');
  t.equal(dayKey(last.end), '2021-01-04');
  const spring = isoWeekRange(2026, 13);
  t.equal(dayKey(spring.start), '2026-03-23');
  t.equal(dayKey(spring.end), '2026-03-30', 'the week holding the change to summer time');
  t.equal(spring.end.getTime() - spring.start.getTime(), 7 * 86_400_000 - 3_600_000, 'is an hour short');
  for (const [year, week] of [[2026, 14], [2020, 53], [2027, 1]] as const) {
    t.same(isoWeekOf(isoWeekRange(year, week).start), { year, week }, `week ${week} of ${year} round-trips`);
  }
});

t.test('within: a day or a date-time in [start, end)', async (t) => {
  const { start, end } = isoWeekRange(2026, 2); // 5 to 12 January 2026
  t.ok(within('2026-01-05', start, end), 'the Monday');
  t.ok(within('2026-01-11', start, end), 'the Sunday');
  t.notOk(within('2026-01-12', start, end), 'the next Monday is out');
  t.notOk(within('2026-01-04', start, end));
  t.ok(within('2026-01-04T23:30:00Z', start, end), '23:30 UTC on Sunday is 00:30 on Monday in Paris');
  t.notOk(within('2026-01-04T22:59:59Z', start, end), 'and 23:59:59 the Sunday before');
  t.ok(within(new Date(2026, 0, 11, 23, 59).toISOString(), start, end));
  t.notOk(within(null, start, end));
  t.notOk(within('', start, end));
  t.notOk(within('not a date', start, end));
});

t.test('month names in the UI language', async (t) => {
  const french = monthNames('fr-FR', 'long');
  t.equal(french.length, 12);
  t.equal(french[0], 'janvier');
  t.equal(french[7], 'août');
  t.equal(monthNames('en-GB', 'long')[11], 'December');
  t.equal(monthNames('fr-FR', 'short')[1], 'févr.');
});
