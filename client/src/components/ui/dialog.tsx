import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import '@/components/ui/i18n';

/** A centred dialog with its title (an h2 that names it), a close button and, when given, a footer. */
export function Dialog({
  show = true,
  onHide,
  titleId,
  title,
  size,
  className,
  testId,
  footer,
  children,
}: {
  show?: boolean;
  onHide: () => void;
  titleId: string;
  title: ReactNode;
  size?: 'sm' | 'lg' | 'xl';
  className?: string;
  testId?: string;
  /** the buttons under the body */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onHide} centered size={size} aria-labelledby={titleId} className={className} data-testid={testId}>
      <Modal.Header closeButton closeLabel={t('business.close')}>
        <Modal.Title as="h2" id={titleId} className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      {footer && <Modal.Footer>{footer}</Modal.Footer>}
    </Modal>
  );
}
