import t from 'tap';
import { daysInMonth, isCalendarDay, isCalendarMinute, typedDateProblem, UNREADABLE_DATE } from '../../shared/typed-dates.js';

t.test('a day of the calendar: the month has it, the year has its four digits', async (t) => {
  for (const day of ['2025-02-28', '2024-02-29', '2000-02-29', '1960-12-31', '2025-04-30', '1000-01-01', '9999-12-31']) t.ok(isCalendarDay(day), day);
  const refused = {
    '2025-02-31': 'the day the issue typed (31/02/2025)',
    '2025-02-29': 'not a leap year',
    '1900-02-29': 'a century is no leap year…',
    '2025-04-31': 'April has 30 days',
    '2025-13-01': 'month 13',
    '2025-00-10': 'month 0',
    '2025-01-00': 'day 0',
    '0002-03-10': 'a year typed short, shown as 0002',
    '0999-03-10': 'a year under 1000',
    '2025-1-10': 'a month of one digit',
    '20255-01-10': 'a year of five digits',
    '10/03/2025': 'the French order is what the field shows, never its value',
    '2025-03-10T09:00': 'a time where a day is wanted',
    [UNREADABLE_DATE]: 'what a field holds while it shows an impossible or unfinished date',
  };
  for (const [day, why] of Object.entries(refused)) t.notOk(isCalendarDay(day), `${day}: ${why}`);
});

t.test('leap years: every 4, not every 100, every 400', async (t) => {
  t.same([2024, 2025, 1900, 2000, 2100].map((year) => daysInMonth(year, 2)), [29, 28, 28, 29, 28]);
  t.same([1, 3, 4, 6, 9, 11, 12].map((month) => daysInMonth(2025, month)), [31, 31, 30, 30, 30, 30, 31]);
});

t.test('a day and time, as a datetime-local field gives it', async (t) => {
  for (const value of ['2026-03-10T09:00', '2026-03-10T23:59', '2024-02-29T00:00', '2026-03-10T09:00:30']) t.ok(isCalendarMinute(value), value);
  for (const value of ['2026-02-30T09:00', '2026-03-10T24:00', '2026-03-10T09:60', '2026-03-10', '2026-03-10T9:00', UNREADABLE_DATE]) t.notOk(isCalendarMinute(value), value);
});

t.test("a field's problem: nothing and a whole real date pass, anything else is unreadable", async (t) => {
  for (const empty of [null, undefined, '']) t.equal(typedDateProblem(empty), null, `${String(empty)}: an empty field (whether it is required is the form's rule)`);
  t.equal(typedDateProblem('2025-02-28'), null);
  t.equal(typedDateProblem('2025-02-31'), 'unreadable');
  t.equal(typedDateProblem(UNREADABLE_DATE), 'unreadable');
  t.equal(typedDateProblem('0002-03-10'), 'unreadable');
  t.equal(typedDateProblem('2026-03-10T09:00', 'minute'), null);
  t.equal(typedDateProblem('2026-03-10', 'minute'), 'unreadable', 'a day where a day and time are wanted');
  t.equal(typedDateProblem(UNREADABLE_DATE, 'minute'), 'unreadable');
});
