import { ContactPopup } from '@/features/marketing/components/contact-popup';

// Mounted by the browser only (a client island): it appears 6 s into the visit and reads the
// browser's session storage as it starts.
export default function ContactPopupIsland({ pathname }: { pathname: string }) {
  return <ContactPopup pathname={pathname} />;
}
