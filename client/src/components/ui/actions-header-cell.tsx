import { useTranslation } from 'react-i18next';
import '@/components/ui/i18n';

/** The header of a table's row-actions column: no visible text, its name for screen readers. */
export function ActionsHeaderCell() {
  const { t } = useTranslation();
  return (
    <th scope="col" className="text-end">
      <span className="visually-hidden">{t('business.actions')}</span>
    </th>
  );
}
