import type { TFunction } from 'i18next';
import type { LastChange } from '@shared/schemas/common';
import { formatDate, formatTime, isToday } from '@/lib/format';

/** « par Julien Moreau à 14:32 » (or « … le 12/03/2025 à 14:32 » on another day): who last changed a record, as the journal says. */
export function changedByWords(t: TFunction, { name, at }: LastChange): string {
  return t(isToday(at) ? 'business.versions.byToday' : 'business.versions.byDay', { name, date: formatDate(at), time: formatTime(at) });
}
