import { useTranslation } from 'react-i18next';

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'Bonjour, Claire' and today's date, on the left of the navbar (wide screens only). */
export function Greeting({ name }: { name: string }) {
  const { t, i18n } = useTranslation();
  const firstName = name.trim().split(/\s+/)[0] ?? name;
  const locale = i18n.resolvedLanguage === 'en' ? 'en-GB' : 'fr-FR';
  const today = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(),
  );
  return (
    <div className="navbar-greeting d-none d-md-flex">
      <span className="greeting-title">{t('navbar.greeting', { name: firstName })}</span>
      <span className="greeting-date">{capitalize(today)}</span>
    </div>
  );
}
