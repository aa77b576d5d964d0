import './scroll-to-top.css';
import { useTranslation } from 'react-i18next';
import { ArrowUp } from 'lucide-react';
import { MAIN_CONTENT_ID } from '@/components/skip-link';
import { IconButton } from '@/components/ui/icon-button';
import { useScrolledPast } from '@/lib/use-scrolled-past';

/** Spec §9: the button appears past this scroll. */
const SHOW_AFTER_PX = 160;

export function ScrollToTop() {
  const { t } = useTranslation();
  const shown = useScrolledPast(SHOW_AFTER_PX);
  if (!shown) return null;
  const toTop = (): void => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // The button goes away at the top: the focus goes on to the content rather than to nowhere.
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };
  return (
    <IconButton icon={ArrowUp} label={t('layout.scrollToTop')} className="btn-primary scroll-to-top" onClick={toTop} data-testid="scroll-to-top" />
  );
}
