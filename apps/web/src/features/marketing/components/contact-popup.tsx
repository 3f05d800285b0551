import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { CONTACT_POPUP_DELAY_MS } from '@staffing/shared/constants';
import { AppLink } from '@/components/ui/app-link';
import { buttonClassName } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons';
import styles from './contact-popup.module.css';

// sessionStorage: a closed popup stays closed for the rest of the visit (the tab's session),
// across page loads too. E2E suites of other pages can set it to keep the popup away.
export const CONTACT_POPUP_DISMISSED_KEY = 'contact-popup-dismissed';
// After focus leaves a form field, the popup waits this long before it shows: the visitor
// may be moving to the submit button, and a popup sliding in under the pointer would catch
// the click meant for it.
export const FIELD_SETTLE_MS = 1500;

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(CONTACT_POPUP_DISMISSED_KEY) === 'true';
  } catch {
    // Storage can be disabled (privacy settings); the popup then only stays closed for
    // this page load, which is the best that can be done.
    return false;
  }
}

function storeDismissed() {
  try {
    window.sessionStorage.setItem(CONTACT_POPUP_DISMISSED_KEY, 'true');
  } catch {
    // See readDismissed.
  }
}

function isFormField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.matches('input, textarea, select') || target.isContentEditable)
  );
}

// The contact page is where the popup points; admin pages are work screens.
export function isPopupExcludedPath(pathname: string): boolean {
  return (
    pathname === '/contact-us' ||
    pathname.startsWith('/contact-us/') ||
    pathname.startsWith('/admin') ||
    pathname.startsWith('/edit-job')
  );
}

// `pathname`: the page's path (the popup stays away from some pages).
type ContactPopupProps = { pathname: string; delayMs?: number };

// Spec: slides up 6 s into the visit and invites the visitor to get in touch. A non-modal
// dialog: it never takes the focus, so it cannot interrupt typing, and it sits inside a
// polite live region so screen readers hear it appear.
export function ContactPopup({ pathname, delayMs = CONTACT_POPUP_DELAY_MS }: ContactPopupProps) {
  const titleId = useId();
  const textId = useId();
  const popupRef = useRef<HTMLDivElement>(null);
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(readDismissed);
  const [fieldBusy, setFieldBusy] = useState(() => isFormField(document.activeElement));

  const visible = due && !dismissed && !fieldBusy && !isPopupExcludedPath(pathname);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setDue(true);
      // Read again when it is due: the first render may have run before the visitor focused
      // a field and been committed a moment later (a Suspense reveal waits), so a focusin in
      // between reached no listener.
      setFieldBusy(isFormField(document.activeElement));
    }, delayMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [delayMs]);

  useEffect(() => {
    let settleTimer: number | undefined;
    const onFocusIn = (event: FocusEvent) => {
      if (!isFormField(event.target)) return;
      window.clearTimeout(settleTimer);
      setFieldBusy(true);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!isFormField(event.target) || isFormField(event.relatedTarget)) return;
      window.clearTimeout(settleTimer);
      settleTimer = window.setTimeout(() => {
        if (!isFormField(document.activeElement)) setFieldBusy(false);
      }, FIELD_SETTLE_MS);
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      window.clearTimeout(settleTimer);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  const dismiss = useCallback(() => {
    storeDismissed();
    setDismissed(true);
    // The popup's buttons disappear with it; focus that was on them goes to the page
    // content instead of being lost to <body>.
    if (popupRef.current?.contains(document.activeElement)) {
      document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, []);

  useEffect(() => {
    if (!visible) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Esc inside another (modal) dialog belongs to that dialog.
      const inPopup = popupRef.current?.contains(document.activeElement) ?? false;
      const modalOpen = document.querySelector('dialog[open], [aria-modal="true"]') !== null;
      if (modalOpen && !inPopup) return;
      dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [visible, dismiss]);

  return (
    <div aria-live="polite" className={styles.region}>
      {visible && (
        <div
          ref={popupRef}
          role="dialog"
          aria-labelledby={titleId}
          aria-describedby={textId}
          className={styles.popup}
        >
          <IconButton className={styles.close} aria-label="Close" onClick={dismiss}>
            <CloseIcon size={20} />
          </IconButton>
          <p className={styles.eyebrow}>We are here to help</p>
          <h2 id={titleId} className={styles.title}>
            Hiring or looking for work?
          </h2>
          <p id={textId} className={styles.text}>
            Tell us what you need and our team will get back to you.
          </p>
          <AppLink
            to="/contact-us"
            className={buttonClassName({ variant: 'accent', block: true })}
            onClick={dismiss}
          >
            Get in Touch!
          </AppLink>
        </div>
      )}
    </div>
  );
}
