/**
 * Today in the firm's time zone (France), for the BFF and the screens alike: a date typed today is
 * never "in the future" after midnight there, and a task due today is never "overdue" on one side
 * and « aujourd'hui » on the other.
 */
export function firmToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
