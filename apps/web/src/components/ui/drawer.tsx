import { useId } from 'react';
import { cx } from '@/lib/cx';
import { useModalDialog, type DialogProps } from './dialog';
import { CloseIcon } from './icons';
import styles from './drawer.module.css';

/**
 * Drawer: a modal panel on the native <dialog> that slides in from the side of the screen
 * (full height; nearly full width on phones): a filter panel, a menu, details of a row.
 * Same modal behaviour as Dialog (inert page, Escape, focus return); a click on the
 * dimmed page closes it.
 *
 * Props
 * - open, onClose, title, children, initialFocusRef, returnFocusRef: as Dialog.
 * - side: 'end' (default, the right in left-to-right text) | 'start'.
 * - footer: a row kept at the bottom while the body scrolls ("Show 24 jobs", "Clear").
 * - dismissible: false ignores Escape and the backdrop.
 */
export type DrawerProps = Pick<
  DialogProps,
  | 'open'
  | 'onClose'
  | 'title'
  | 'children'
  | 'footer'
  | 'dismissible'
  | 'initialFocusRef'
  | 'returnFocusRef'
  | 'className'
> & { side?: 'start' | 'end' };

export function Drawer({
  open,
  onClose,
  title,
  children,
  footer,
  side = 'end',
  dismissible = true,
  initialFocusRef,
  returnFocusRef,
  className,
}: DrawerProps) {
  const titleId = `${useId()}-title`;
  const modal = useModalDialog({
    open,
    onClose,
    dismissible,
    closeOnBackdrop: true,
    initialFocusRef,
    returnFocusRef,
  });
  return (
    <dialog
      {...modal}
      className={cx(styles.drawer, styles[side], className)}
      aria-labelledby={titleId}
    >
      {open && (
        <div className={styles.panel}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button
              type="button"
              className={styles.close}
              onClick={onClose}
              disabled={!dismissible}
              aria-label="Close"
            >
              <CloseIcon size={22} />
            </button>
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
