import './customizer-toggle.css';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Settings } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';

const loadPanel = () => import('./customizer-panel');
const CustomizerPanel = lazy(loadPanel);

/** The floating gear of medium and larger screens (spec §2); the panel's code loads on first use. */
export function CustomizerToggle() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <IconButton
        icon={Settings}
        label={t('customizer.open')}
        className="customizer-toggle d-none d-md-inline-flex"
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="customizer-toggle"
      />
      {used && (
        <Suspense fallback={null}>
          <CustomizerPanel show={open} onHide={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
