import { useEffect, useState, type ReactNode } from 'react';
import { HEADLINE_INTERVAL_MS } from '@staffing/shared/constants';
import { cx } from '@/lib/cx';
import { usePrefersReducedMotion } from '../hooks/use-media-query';
import { PauseIcon, PlayIcon } from '@/components/ui/icons';
import styles from './alternating-headline.module.css';

export type HeadlineMessage = { id: string; text: string };

type AlternatingHeadlineProps = {
  messages: readonly HeadlineMessage[];
  id?: string;
  // A short label above the headline; the pause control sits on the same line.
  eyebrow?: ReactNode;
  className?: string;
  intervalMs?: number;
};

// An h2 whose text takes turns between messages. Every message is rendered in the same
// grid cell, so the heading is always as tall as the longest one and nothing below it
// jumps when the text changes.
export function AlternatingHeadline({
  messages,
  id,
  eyebrow,
  className,
  intervalMs = HEADLINE_INTERVAL_MS,
}: AlternatingHeadlineProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const playing = userPlaying ?? !reducedMotion;
  const [current, setCurrent] = useState(0);
  const running = playing && messages.length > 1;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => {
      setCurrent((index) => (index + 1) % messages.length);
    }, intervalMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [running, current, intervalMs, messages.length]);

  const toggle = messages.length > 1 && (
    <button
      type="button"
      className={styles.toggle}
      // The visible word starts the name (WCAG 2.5.3); the rest says what it controls.
      aria-label={`${playing ? 'Pause' : 'Play'} changing headline`}
      onClick={() => {
        setUserPlaying(!playing);
      }}
    >
      {playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
      {playing ? 'Pause' : 'Play'}
    </button>
  );

  return (
    <div className={cx(styles.wrapper, className)}>
      <div className={styles.top}>
        {eyebrow}
        {toggle}
      </div>
      <h2 id={id} className={styles.headline} aria-live={running ? 'off' : 'polite'}>
        {messages.map((message, index) => (
          <span
            key={message.id}
            className={cx(styles.message, index === current && styles.current)}
            aria-hidden={index === current ? undefined : true}
          >
            {message.text}
          </span>
        ))}
      </h2>
    </div>
  );
}
