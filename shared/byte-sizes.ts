/**
 * File sizes in one unit system, the decimal one of the SI: 1 ko = 1 000 octets, 1 Mo = 10⁶ octets
 * (a disk's and a phone's way). The limit, the refusal and every label say the same thing.
 */

const UNITS = { fr: ['o', 'ko', 'Mo', 'Go'], en: ['B', 'kB', 'MB', 'GB'] } as const;

/** `bytes` in tenths of the unit of rank `unit` (0: bytes, 1: kilo…), rounded up. */
function tenthsUp(bytes: number, unit: number): number {
  const scale = 1000 ** unit;
  return Math.ceil((bytes * 10) / scale);
}

/**
 * '21 Mo', '1,5 ko', '640 o' (English: '21 MB'). Rounded up to a tenth, so that a file over a
 * limit never reads as the limit itself: 20 000 001 octets are '20,1 Mo', not '20 Mo'.
 */
export function formatBytes(bytes: number, language: string): string {
  const units = language === 'fr' ? UNITS.fr : UNITS.en;
  const whole = Math.max(0, Math.ceil(bytes));
  let unit = 0;
  while (unit < units.length - 1 && whole >= 1000 ** (unit + 1)) unit += 1;
  // Rounding up may reach the next unit (999 999 octets: 1 000 ko): say it in that one.
  if (unit > 0 && unit < units.length - 1 && tenthsUp(whole, unit) >= 10_000) unit += 1;
  const value = unit === 0 ? whole : tenthsUp(whole, unit) / 10;
  const number = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 1 }).format(value);
  return `${number} ${units[unit]}`;
}
