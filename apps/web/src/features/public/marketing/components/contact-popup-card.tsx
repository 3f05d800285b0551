import type { Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink } from '@/components/ui/app-link';
import { buttonClassName } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons';
import { POPUP_CARD_ATTRIBUTE, POPUP_CLOSE_ATTRIBUTE } from './contact-popup-attributes';
import styles from './contact-popup.module.css';

type ContactPopupCardProps = {
  titleId: string;
  textId: string;
  popupRef?: Ref<HTMLDivElement>;
  onDismiss?: () => void;
  // Server-rendered and shown later by a script (the public documents).
  hidden?: boolean;
};

// The popup itself: a non-modal dialog that never takes the focus, so it cannot interrupt
// typing. Its live region (ContactPopupRegion) is in the page before it, so screen readers
// hear it appear.
export function ContactPopupCard({
  titleId,
  textId,
  popupRef,
  onDismiss,
  hidden,
}: ContactPopupCardProps) {
  const { t } = useLingui();
  return (
    <div
      ref={popupRef}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className={styles.popup}
      hidden={hidden}
      {...{ [POPUP_CARD_ATTRIBUTE]: '' }}
    >
      <IconButton
        className={styles.close}
        aria-label={t`Close`}
        onClick={onDismiss}
        {...{ [POPUP_CLOSE_ATTRIBUTE]: '' }}
      >
        <CloseIcon size={20} />
      </IconButton>
      <p className={styles.eyebrow}>
        <Trans>We are here to help</Trans>
      </p>
      <h2 id={titleId} className={styles.title}>
        <Trans>Hiring or looking for work?</Trans>
      </h2>
      <p id={textId} className={styles.text}>
        <Trans>Tell us what you need and our team will get back to you.</Trans>
      </p>
      <AppLink
        to="/contact-us"
        className={buttonClassName({ variant: 'accent', block: true })}
        onClick={onDismiss}
      >
        <Trans>Get in Touch!</Trans>
      </AppLink>
    </div>
  );
}

export const contactPopupRegionClassName = styles.region;
