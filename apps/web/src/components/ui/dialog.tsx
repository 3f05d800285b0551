import { useLingui } from '@lingui/react/macro';
import {
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { cx } from '@/lib/cx';
import { IconButton } from './icon-button';
import { CloseIcon } from './icons';
import styles from './dialog.module.css';

/**
 * Dialog: a modal on the native <dialog> (showModal): the page behind is inert, focus stays
 * inside, Escape closes, and focus goes back where it came from when it closes. Its content
 * is only rendered while open, so every opening starts fresh (forms reset).
 *
 * Props
 * - open: whether it is shown; the parent owns this state.
 * - onClose: asked for by Escape, the close button and (closeOnBackdrop) a backdrop click.
 * - title: the heading (<h2>), which names the dialog.
 * - description: a paragraph under the title that describes it (aria-describedby).
 * - children: the body; footer: the row of buttons at the end (right-aligned, stacked on
 *   phones).
 * - size: 'sm' (32rem, confirmations) | 'md' (36rem, default, forms).
 * - tone: 'plain' (default) | 'primary' | 'danger': a coloured bar along the top; danger also
 *   turns a footer button with class `dialogConfirmClassName` red.
 * - closeButton: show the × button in the header (default true).
 * - dismissible: false ignores Escape and the backdrop (while an action is in flight).
 * - closeOnBackdrop: a click on the dimmed page closes it (default false).
 * - initialFocusRef: what gets focus on opening (default: the browser's choice, the first
 *   focusable element or one with autoFocus).
 * - returnFocusRef: where focus goes on closing (default: what had focus on opening).
 */
export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md';
  tone?: 'plain' | 'primary' | 'danger';
  closeButton?: boolean;
  dismissible?: boolean;
  closeOnBackdrop?: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
};

const FOCUSABLE =
  'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

type ModalOptions = Pick<
  DialogProps,
  'open' | 'onClose' | 'dismissible' | 'closeOnBackdrop' | 'initialFocusRef' | 'returnFocusRef'
>;

// The modal behaviour shared by Dialog and Drawer.
export function useModalDialog({
  open,
  onClose,
  dismissible = true,
  closeOnBackdrop = false,
  initialFocusRef,
  returnFocusRef,
}: ModalOptions) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  // Read when the dialog closes, so the parent can still change its mind until then.
  const restoreFocus = useEffectEvent((opener: HTMLElement | null) => {
    const target = returnFocusRef?.current ?? opener;
    if (target?.isConnected) target.focus();
  });
  const focusFirst = useEffectEvent((dialog: HTMLDialogElement) => {
    if (initialFocusRef?.current) {
      initialFocusRef.current.focus();
      return;
    }
    // What showModal does in a browser; environments without it need the same start.
    if (!dialog.contains(document.activeElement)) {
      dialog.querySelector<HTMLElement>(`[autofocus], ${FOCUSABLE}`)?.focus();
    }
  });

  // A layout effect, so the dialog is modal before the browser paints it; the cleanup runs
  // while the element is still in the document.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Environments without showModal (jsdom) still get an open, focusable dialog.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    focusFirst(dialog);
    return () => {
      if (typeof dialog.close === 'function') {
        if (dialog.open) dialog.close();
      } else {
        dialog.removeAttribute('open');
      }
      restoreFocus(opener);
    };
  }, [open]);

  return {
    ref: dialogRef,
    // Esc or a platform close request: React owns whether the dialog is open.
    onCancel(event: SyntheticEvent<HTMLDialogElement>) {
      event.preventDefault();
      if (dismissible) onClose();
    },
    onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      if (dismissible) onClose();
    },
    // A click on the backdrop lands on the <dialog> itself (the panel fills the box). Only a
    // press that also started there closes, so a text selection dragged outwards does not.
    onMouseDown(event: MouseEvent<HTMLDialogElement>) {
      pressStartedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick(event: MouseEvent<HTMLDialogElement>) {
      const onBackdrop = pressStartedOnBackdrop.current && event.target === event.currentTarget;
      pressStartedOnBackdrop.current = false;
      if (onBackdrop && closeOnBackdrop && dismissible) onClose();
    },
  };
}

export const dialogConfirmClassName = styles.confirm;

type ModalHeaderProps = {
  titleId: string;
  title: ReactNode;
  // Without it there is no close button.
  onClose?: (() => void) | undefined;
  dismissible: boolean;
  className?: string;
};

// The title row of a Dialog or Drawer, with its × button.
export function ModalHeader({ titleId, title, onClose, dismissible, className }: ModalHeaderProps) {
  const { t } = useLingui();
  return (
    <div className={cx(styles.header, className)}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {onClose && (
        <IconButton
          className={styles.close}
          onClick={onClose}
          disabled={!dismissible}
          aria-label={t`Close`}
        >
          <CloseIcon size={22} />
        </IconButton>
      )}
    </div>
  );
}

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  tone = 'plain',
  closeButton = true,
  dismissible = true,
  closeOnBackdrop = false,
  initialFocusRef,
  returnFocusRef,
  className,
}: DialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = description ? `${id}-description` : undefined;
  const modal = useModalDialog({
    open,
    onClose,
    dismissible,
    closeOnBackdrop,
    initialFocusRef,
    returnFocusRef,
  });

  return (
    <dialog
      {...modal}
      className={cx(styles.dialog, styles[size], className)}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
    >
      {open && (
        <div className={cx(styles.panel, tone !== 'plain' && styles[tone])}>
          <ModalHeader
            titleId={titleId}
            title={title}
            onClose={closeButton ? onClose : undefined}
            dismissible={dismissible}
          />
          {description && (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          )}
          {children}
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
