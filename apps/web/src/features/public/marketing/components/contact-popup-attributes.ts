// The data attributes the public documents' popup script (public/behaviours/contact-popup.ts)
// finds the card's parts by; a module of its own so that script imports no React.
export const POPUP_CARD_ATTRIBUTE = 'data-contact-popup';
export const POPUP_CLOSE_ATTRIBUTE = 'data-contact-popup-close';
