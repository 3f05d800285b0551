import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { cx } from '@/lib/cx';
import { PauseIcon, PlayIcon } from '@/components/ui/icons';
import {
  CURRENT_ATTRIBUTE,
  HEADLINE_ATTRIBUTE,
  HEADLINE_MESSAGE_ATTRIBUTE,
  HEADLINE_TOGGLE_ATTRIBUTE,
  HEADLINE_TOGGLE_LABEL_ATTRIBUTE,
  PAUSE_LABEL_ATTRIBUTE,
  PLAY_LABEL_ATTRIBUTE,
  PLAYING_ATTRIBUTE,
} from './autoplay-attributes';
import styles from './alternating-headline.module.css';

export type HeadlineMessage = { id: string; text: string };

type AlternatingHeadlineProps = {
  messages: readonly HeadlineMessage[];
  id?: string;
  // A short label above the headline; the pause control sits on the same line.
  eyebrow?: ReactNode;
  className?: string;
};

// An h2 whose text takes turns between messages, drawn by the server with the first one
// showing and playing; the script started on it (public/behaviours/alternating-headline.ts)
// takes the turns and answers the pause button. Every message is rendered in the same grid
// cell, so the heading is always as tall as the longest one and nothing below it jumps when
// the text changes.
export function AlternatingHeadline({
  messages,
  id,
  eyebrow,
  className,
}: AlternatingHeadlineProps) {
  const { t } = useLingui();
  const pauseLabel = t`Pause changing headline`;
  const pauseWord = t`Pause`;
  const toggle = messages.length > 1 && (
    <button
      type="button"
      className={styles.toggle}
      // The visible word starts the name (WCAG 2.5.3); the rest says what it controls.
      aria-label={pauseLabel}
      {...{
        [HEADLINE_TOGGLE_ATTRIBUTE]: '',
        [PLAYING_ATTRIBUTE]: 'true',
        [PAUSE_LABEL_ATTRIBUTE]: pauseLabel,
        [PLAY_LABEL_ATTRIBUTE]: t`Play changing headline`,
      }}
    >
      <PauseIcon size={16} className={styles.pauseIcon} />
      <PlayIcon size={16} className={styles.playIcon} />
      <span
        {...{
          [HEADLINE_TOGGLE_LABEL_ATTRIBUTE]: '',
          [PAUSE_LABEL_ATTRIBUTE]: pauseWord,
          [PLAY_LABEL_ATTRIBUTE]: t`Play`,
        }}
      >
        {pauseWord}
      </span>
    </button>
  );

  return (
    <div className={cx(styles.wrapper, className)}>
      <div className={styles.top}>
        {eyebrow}
        {toggle}
      </div>
      <h2
        id={id}
        className={styles.headline}
        // A live region only while it stands still: announcing every turn would talk over
        // whatever the visitor is reading.
        aria-live={messages.length > 1 ? 'off' : 'polite'}
        {...{ [HEADLINE_ATTRIBUTE]: '' }}
      >
        {messages.map((message, index) => (
          <span
            key={message.id}
            className={styles.message}
            aria-hidden={index === 0 ? undefined : true}
            {...{
              [HEADLINE_MESSAGE_ATTRIBUTE]: '',
              [CURRENT_ATTRIBUTE]: index === 0 ? '' : undefined,
            }}
          >
            {message.text}
          </span>
        ))}
      </h2>
    </div>
  );
}
