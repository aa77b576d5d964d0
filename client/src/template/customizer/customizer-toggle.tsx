import './customizer-toggle.css';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Settings } from 'lucide-react';

const loadPanel = () => import('@/template/customizer/customizer-panel');
const CustomizerPanel = lazy(loadPanel);

/** The floating gear of medium and larger screens (spec §2); the panel's code loads on first use. */
export function CustomizerToggle() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn customizer-toggle d-none d-md-inline-flex"
        aria-label={t('customizer.open')}
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="customizer-toggle"
      >
        <Settings size={20} aria-hidden="true" />
      </button>
      {used && (
        <Suspense fallback={null}>
          <CustomizerPanel show={open} onHide={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
