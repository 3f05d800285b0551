import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { CONTACT_POPUP_DELAY_MS } from '@staffing/shared/constants';
import {
  escapeIsForPopup,
  isFormField,
  isPopupExcludedPath,
  readDismissed,
  storeDismissed,
  watchFieldFocus,
} from '../utils/contact-popup-rules';
import { ContactPopupCard, contactPopupRegionClassName } from './contact-popup-card';

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

  useEffect(() => watchFieldFocus(setFieldBusy), []);

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
      if (escapeIsForPopup(event, popupRef.current)) dismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [visible, dismiss]);

  return (
    <div aria-live="polite" className={contactPopupRegionClassName}>
      {visible && (
        <ContactPopupCard
          titleId={titleId}
          textId={textId}
          popupRef={popupRef}
          onDismiss={dismiss}
        />
      )}
    </div>
  );
}
