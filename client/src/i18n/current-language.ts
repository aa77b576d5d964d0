import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from './language';
import type { Language } from '@shared/schemas/config';

/** The interface language, for SWR keys whose answers are localized by the BFF. */
export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}
