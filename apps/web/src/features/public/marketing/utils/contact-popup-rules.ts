// When the contact popup may show, shared by the signed-in app's popup (a React component)
// and the public documents' (a plain script): no React here, so a document's script stays
// small.

// sessionStorage: a closed popup stays closed for the rest of the visit (the tab's session),
// across page loads too. E2E suites of other pages can set it to keep the popup away.
export const CONTACT_POPUP_DISMISSED_KEY = 'contact-popup-dismissed';
// After focus leaves a form field, the popup waits this long before it shows: the visitor
// may be moving to the submit button, and a popup sliding in under the pointer would catch
// the click meant for it.
export const FIELD_SETTLE_MS = 1500;

export function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(CONTACT_POPUP_DISMISSED_KEY) === 'true';
  } catch {
    // Storage can be disabled (privacy settings); the popup then only stays closed for
    // this page load, which is the best that can be done.
    return false;
  }
}

export function storeDismissed() {
  try {
    window.sessionStorage.setItem(CONTACT_POPUP_DISMISSED_KEY, 'true');
  } catch {
    // See readDismissed.
  }
}

export function isFormField(target: EventTarget | null): boolean {
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

// Esc closes the popup, unless it belongs to another (modal) dialog the focus is in.
export function escapeIsForPopup(event: KeyboardEvent, popup: Element | null): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented) return false;
  const inPopup = popup?.contains(document.activeElement) ?? false;
  const modalOpen = document.querySelector('dialog[open], [aria-modal="true"]') !== null;
  return inPopup || !modalOpen;
}

// Follows whether a form field has the focus, with the settle time after it leaves one;
// returns the function that stops following.
export function watchFieldFocus(onBusy: (busy: boolean) => void): () => void {
  let settleTimer: number | undefined;
  const onFocusIn = (event: FocusEvent) => {
    if (!isFormField(event.target)) return;
    window.clearTimeout(settleTimer);
    onBusy(true);
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!isFormField(event.target) || isFormField(event.relatedTarget)) return;
    window.clearTimeout(settleTimer);
    settleTimer = window.setTimeout(() => {
      if (!isFormField(document.activeElement)) onBusy(false);
    }, FIELD_SETTLE_MS);
  };
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  return () => {
    window.clearTimeout(settleTimer);
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('focusout', onFocusOut);
  };
}
