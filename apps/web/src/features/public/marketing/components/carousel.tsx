import type { CSSProperties, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';
import { IconButton } from '@/components/ui/icon-button';
import { SectionHeader } from '@/components/ui/section';
import {
  CAROUSEL_DOT_ATTRIBUTE,
  CAROUSEL_NEXT_ATTRIBUTE,
  CAROUSEL_PREVIOUS_ATTRIBUTE,
  CAROUSEL_REGION_ATTRIBUTE,
  CAROUSEL_SLIDE_ATTRIBUTE,
  CAROUSEL_TOGGLE_ATTRIBUTE,
  CAROUSEL_TRACK_ATTRIBUTE,
  CAROUSEL_VIEWPORT_ATTRIBUTE,
  CURRENT_ATTRIBUTE,
  PAUSE_LABEL_ATTRIBUTE,
  PLAY_LABEL_ATTRIBUTE,
  PLAYING_ATTRIBUTE,
  WIDE_SLIDES_PER_VIEW,
} from './autoplay-attributes';
import styles from './carousel.module.css';

export type CarouselSlide = {
  id: string;
  // Names the slide for assistive technology ("Healthcare, 1 of 4").
  label: string;
  content: ReactNode;
};

type CarouselProps = {
  slides: readonly CarouselSlide[];
  // The section heading that names the carousel, drawn beside the controls, with its id.
  title: ReactNode;
  titleId: string;
  eyebrow?: ReactNode;
  lead?: ReactNode;
};

// The APG carousel pattern without a library, drawn whole by the server as it first shows on a
// wide screen: every slide, the controls (pause first in the tab order, as the pattern asks: the
// way to stop the motion is reached before anything that moves), and the dots. The script
// started on it (public/behaviours/carousel.ts) moves the slides with a CSS transform, makes
// the slides outside the view inert (where no script runs, every slide is shown and reachable) so keyboard and screen reader users only meet what is on
// screen, and answers the buttons, swipes, hover and focus. How many slides a view holds is
// in the stylesheet too, so a phone's first paint already shows one.
export function Carousel({ slides, title, titleId, eyebrow, lead }: CarouselProps) {
  const { t } = useLingui();
  const pauseLabel = t`Pause slide show`;
  const trackId = `${titleId}-slides`;
  const widePerView = Math.min(WIDE_SLIDES_PER_VIEW, slides.length);
  // A phone steps through every slide; a wide screen stops when the last one is in view.
  const wideLastStart = Math.max(0, slides.length - widePerView);
  return (
    <div
      role="region"
      aria-roledescription={t`carousel`}
      aria-labelledby={titleId}
      {...{ [CAROUSEL_REGION_ATTRIBUTE]: '' }}
      className={styles.carousel}
      style={{ '--wide-per-view': widePerView } as CSSProperties}
    >
      <SectionHeader
        title={title}
        titleId={titleId}
        eyebrow={eyebrow}
        lead={lead}
        actions={
          // Without a script the buttons could not move anything: they are left out, and the
          // stylesheet lays every slide out instead.
          <div className={`${styles.controls} needs-script`}>
            <IconButton
              tone="outlined"
              aria-label={pauseLabel}
              className={styles.toggle}
              {...{
                [CAROUSEL_TOGGLE_ATTRIBUTE]: '',
                [PLAYING_ATTRIBUTE]: 'true',
                [PAUSE_LABEL_ATTRIBUTE]: pauseLabel,
                [PLAY_LABEL_ATTRIBUTE]: t`Play slide show`,
              }}
            >
              <PauseIcon className={styles.pauseIcon} />
              <PlayIcon className={styles.playIcon} />
            </IconButton>
            <IconButton
              tone="outlined"
              aria-controls={trackId}
              aria-label={t`Previous slide`}
              {...{ [CAROUSEL_PREVIOUS_ATTRIBUTE]: '' }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              tone="outlined"
              aria-controls={trackId}
              aria-label={t`Next slide`}
              {...{ [CAROUSEL_NEXT_ATTRIBUTE]: '' }}
            >
              <ChevronRightIcon />
            </IconButton>
          </div>
        }
      />

      <div className={styles.viewport} {...{ [CAROUSEL_VIEWPORT_ATTRIBUTE]: '' }}>
        <div
          id={trackId}
          className={styles.track}
          // Announcing every automatic move would talk over whatever the visitor is reading:
          // a live region only while it stands still.
          aria-live="off"
          {...{ [CAROUSEL_TRACK_ATTRIBUTE]: '' }}
        >
          {slides.map(({ id, label, content }, index) => {
            const position = index + 1;
            const count = slides.length;
            return (
              <div
                key={id}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${label}, ${position} of ${count}`}
                className={styles.slide}
                {...{ [CAROUSEL_SLIDE_ATTRIBUTE]: '' }}
              >
                {content}
              </div>
            );
          })}
        </div>
      </div>

      {slides.length > 1 && (
        <div
          className={`${styles.dots} needs-script`}
          aria-hidden="true"
          {...{ 'data-narrow-only': wideLastStart === 0 ? '' : undefined }}
        >
          {slides.map((slide, position) => (
            <span
              key={slide.id}
              className={styles.dot}
              {...{
                [CAROUSEL_DOT_ATTRIBUTE]: '',
                [CURRENT_ATTRIBUTE]: position === 0 ? '' : undefined,
                // One dot per place the view can start at: every slide on a phone, fewer on a
                // wide screen, where the stylesheet hides the rest.
                'data-narrow-only': position > wideLastStart ? '' : undefined,
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
