import type { Language } from './schemas/config.js';
/**
 * The one catalogue of the firm's services: the code the upstream stores on clients and contracts,
 * its name in each language, and the section(s) of the fee schedule that sell it
 * (docs/upstream-api.md, "Contract template and fees"). Every screen and the BFF read
 * codes, names and sections from here.
 */

export interface Service {
  code: string;
  name: Record<Language, string>;
  /** fee schedule sections (1 to 7) that sell this service */
  sections: readonly number[];
}

export const SERVICES = [
  { code: 'CH', name: { fr: 'Consultation retraite', en: 'Retirement consultation' }, sections: [1] },
  { code: 'SIMU', name: { fr: 'Simulation et calcul de pension', en: 'Pension simulation and calculation' }, sections: [2] },
  { code: 'AR', name: { fr: 'Audit retraite', en: 'Retirement audit' }, sections: [3, 4] },
  { code: 'TFD', name: { fr: 'Liquidation de la pension', en: 'Pension settlement' }, sections: [5] },
  { code: 'ACTU', name: { fr: 'Mise à jour annuelle de l’audit', en: 'Yearly audit update' }, sections: [6] },
  { code: 'RAC', name: { fr: 'Rachat de trimestres', en: 'Quarter buy-back' }, sections: [7] },
] as const satisfies readonly Service[];

export type ServiceCode = (typeof SERVICES)[number]['code'];

export const SERVICE_CODES: readonly ServiceCode[] = SERVICES.map((service) => service.code);

/** The service's name in a language (French for any other); the code itself if unknown. */
export function serviceName(code: string, language: string | undefined): string {
  const service = SERVICES.find((s) => s.code === code);
  if (!service) return code;
  return language === 'en' ? service.name.en : service.name.fr;
}

/** The service a fee schedule section sells. */
export function serviceOfSection(section: number): ServiceCode {
  const service = SERVICES.find((s) => (s.sections as readonly number[]).includes(section));
  if (!service) throw new RangeError(`no service sells fee section ${section}`);
  return service.code;
}

/** The fee schedule's seven sections' default titles, in order (a template or contract may give its own). */
export const SECTION_TITLES: ReadonlyArray<Record<Language, string>> = [
  { fr: 'Consultation retraite', en: 'Retirement consultation' },
  { fr: 'Simulation et calcul de pension', en: 'Pension simulation and calculation' },
  { fr: 'Audit retraite particulier', en: 'Private-person retirement audit' },
  { fr: 'Audit retraite entreprise et profession libérale', en: 'Company and liberal-profession audit' },
  { fr: 'Liquidation de la pension', en: 'Pension settlement' },
  { fr: 'Mise à jour annuelle de l’audit', en: 'Yearly audit update' },
  { fr: 'Rachat de trimestres', en: 'Quarter buy-back' },
];

/** The sections' default titles in one language, for a dictionary. */
export const sectionTitlesIn = (language: Language): string[] => SECTION_TITLES.map((title) => title[language]);
