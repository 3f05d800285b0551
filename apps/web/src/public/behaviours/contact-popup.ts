import { CONTACT_POPUP_DELAY_MS } from '@staffing/shared/constants';
import {
  POPUP_CARD_ATTRIBUTE,
  POPUP_CLOSE_ATTRIBUTE,
} from '@/features/public/marketing/components/contact-popup-attributes';
import {
  escapeIsForPopup,
  isFormField,
  isPopupExcludedPath,
  readDismissed,
  storeDismissed,
  watchFieldFocus,
} from '@/features/public/marketing/utils/contact-popup-rules';

// The public documents' contact popup (spec: it slides up 6 s into the visit). The server
// renders the card hidden inside its live region (document-layout.tsx); this shows it when
// it is due, unless the visitor closed it earlier in the visit, a form field has the focus,
// or the page is one it stays away from. The same rules as the signed-in app's React popup
// (contact-popup-rules.ts), without React: a page nobody has touched loads none.
export default function startContactPopup(
  element: HTMLElement,
  { pathname, delayMs = CONTACT_POPUP_DELAY_MS }: { pathname?: string; delayMs?: number },
): void {
  const card = element.querySelector<HTMLElement>(`[${POPUP_CARD_ATTRIBUTE}]`);
  if (!card || isPopupExcludedPath(pathname ?? window.location.pathname)) return;
  let due = false;
  let dismissed = readDismissed();
  let fieldBusy = isFormField(document.activeElement);

  const onKeyDown = (event: KeyboardEvent) => {
    if (escapeIsForPopup(event, card)) dismiss();
  };
  const update = () => {
    const visible = due && !dismissed && !fieldBusy;
    if (card.hidden === !visible) return;
    card.hidden = !visible;
    if (visible) document.addEventListener('keydown', onKeyDown);
    else document.removeEventListener('keydown', onKeyDown);
  };
  const dismiss = () => {
    storeDismissed();
    // The popup's buttons disappear with it; focus that was on them goes to the page
    // content instead of being lost to <body>.
    const hadFocus = card.contains(document.activeElement);
    dismissed = true;
    update();
    stopWatching();
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  };

  const stopWatching = watchFieldFocus((busy) => {
    fieldBusy = busy;
    update();
  });
  card.querySelector(`[${POPUP_CLOSE_ATTRIBUTE}]`)?.addEventListener('click', dismiss);
  card.querySelector('a')?.addEventListener('click', dismiss);
  if (dismissed) {
    stopWatching();
    return;
  }
  window.setTimeout(() => {
    due = true;
    fieldBusy = isFormField(document.activeElement);
    update();
  }, delayMs);
}
