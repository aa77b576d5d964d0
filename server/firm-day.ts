/** Today in the firm's time zone (France): a date typed today is never "in the future" after midnight there. */
export function firmToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
