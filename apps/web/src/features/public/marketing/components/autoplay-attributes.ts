// What the home page's two moving parts, rendered by the server (carousel.tsx,
// alternating-headline.tsx), and their scripts (public/behaviours/carousel.ts and
// alternating-headline.ts) agree on: the data attributes the scripts find the parts by and the
// media queries they follow. A module of its own so those scripts import no React.
// The region, found by its own attribute: its role description is in the page's language.
export const CAROUSEL_REGION_ATTRIBUTE = 'data-carousel';
export const CAROUSEL_TOGGLE_ATTRIBUTE = 'data-carousel-toggle';
export const CAROUSEL_PREVIOUS_ATTRIBUTE = 'data-carousel-previous';
export const CAROUSEL_NEXT_ATTRIBUTE = 'data-carousel-next';
export const CAROUSEL_VIEWPORT_ATTRIBUTE = 'data-carousel-viewport';
export const CAROUSEL_TRACK_ATTRIBUTE = 'data-carousel-track';
export const CAROUSEL_SLIDE_ATTRIBUTE = 'data-carousel-slide';
export const CAROUSEL_DOT_ATTRIBUTE = 'data-carousel-dot';

export const HEADLINE_TOGGLE_ATTRIBUTE = 'data-headline-toggle';
export const HEADLINE_TOGGLE_LABEL_ATTRIBUTE = 'data-headline-toggle-label';
export const HEADLINE_ATTRIBUTE = 'data-headline';
export const HEADLINE_MESSAGE_ATTRIBUTE = 'data-headline-message';

// On a pause button: its names while playing and while paused, in the page's language, for
// the script to switch between (and on its visible label, the words).
export const PAUSE_LABEL_ATTRIBUTE = 'data-pause-label';
export const PLAY_LABEL_ATTRIBUTE = 'data-play-label';

// On a pause button: which of its two icons shows ('true': pause, 'false': play).
export const PLAYING_ATTRIBUTE = 'data-playing';
// On the slide or message on screen, the dot that stands for it.
export const CURRENT_ATTRIBUTE = 'data-current';

// Spec section 9: three slides on wide screens, one at 768 px and below (which includes 480).
// carousel.module.css repeats the query, so the first paint is right before the script runs.
export const SINGLE_SLIDE_QUERY = '(max-width: 768px)';
export const WIDE_SLIDES_PER_VIEW = 3;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
