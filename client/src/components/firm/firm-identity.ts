import type { TFunction } from 'i18next';
import type { FirmIdentity } from '@shared/schemas/config';

/** 73282932000074 -> "732 829 320 00074" (SIREN in threes, then the establishment number). */
export function formatSiret(siret: string): string {
  return `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`;
}

/** The firm's legal lines as printed: name, address, "SIRET …", "ORIAS n° …"; unset ones are left out. */
export function firmLines(t: TFunction, firm: FirmIdentity | undefined): { name?: string; address?: string; registrations: string[] } {
  const registrations: string[] = [];
  if (firm?.siret) registrations.push(t('firm.siret', { number: formatSiret(firm.siret) }));
  if (firm?.orias) registrations.push(t('firm.orias', { number: firm.orias }));
  return { name: firm?.name, address: firm?.address, registrations };
}
