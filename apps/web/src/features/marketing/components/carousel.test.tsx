import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS } from '@staffing/shared/constants';
import { REDUCED_MOTION_QUERY } from '../hooks/use-media-query';
import { stubMatchMedia } from '../testing/match-media';
import { Carousel, SINGLE_SLIDE_QUERY, type CarouselSlide } from './carousel';

const SLIDES: CarouselSlide[] = ['Healthcare', 'Construction', 'Technology', 'Drivers'].map(
  (label) => ({ id: label, label, content: <a href={`#${label}`}>{label} card</a> }),
);

function renderCarousel() {
  return render(
    <Carousel titleId="carousel-heading" title="Industries we staff" slides={SLIDES} />,
  );
}

// The labels of the slides in view (the others are inert).
function visibleSlides() {
  return Array.from(document.querySelectorAll('[aria-roledescription="slide"]'))
    .filter((slide) => !slide.hasAttribute('inert'))
    .map((slide) => slide.getAttribute('aria-label'));
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('is a labelled carousel region of labelled slides', () => {
    stubMatchMedia();
    renderCarousel();

    const region = screen.getByRole('region', { name: 'Industries we staff' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(visibleSlides()).toEqual([
      'Healthcare, 1 of 4',
      'Construction, 2 of 4',
      'Technology, 3 of 4',
    ]);
    expect(screen.getByRole('button', { name: 'Pause slide show' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('shows three slides on wide screens and advances one every 6,000 ms', () => {
    stubMatchMedia();
    renderCarousel();

    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(visibleSlides()[0]).toBe('Healthcare, 1 of 4');
    advance(1);
    expect(visibleSlides()).toEqual([
      'Construction, 2 of 4',
      'Technology, 3 of 4',
      'Drivers, 4 of 4',
    ]);
    // The last card is in view: the next step starts over.
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlides()[0]).toBe('Healthcare, 1 of 4');
  });

  it('shows one slide at 768 px and below and steps through all four', () => {
    stubMatchMedia({ [SINGLE_SLIDE_QUERY]: true });
    renderCarousel();

    expect(visibleSlides()).toEqual(['Healthcare, 1 of 4']);
    for (const expected of ['Construction', 'Technology', 'Drivers', 'Healthcare']) {
      advance(CAROUSEL_INTERVAL_MS);
      expect(visibleSlides()).toHaveLength(1);
      expect(visibleSlides()[0]).toMatch(new RegExp(`^${expected}`));
    }
  });

  it('follows the window from three slides to one when it narrows', () => {
    const media = stubMatchMedia();
    renderCarousel();
    expect(visibleSlides()).toHaveLength(3);

    act(() => {
      media.set(SINGLE_SLIDE_QUERY, true);
    });
    expect(visibleSlides()).toEqual(['Healthcare, 1 of 4']);
  });

  it('stops when paused and starts again on play', () => {
    stubMatchMedia();
    renderCarousel();

    fireEvent.click(screen.getByRole('button', { name: 'Pause slide show' }));
    advance(CAROUSEL_INTERVAL_MS * 3);
    expect(visibleSlides()[0]).toBe('Healthcare, 1 of 4');

    fireEvent.click(screen.getByRole('button', { name: 'Play slide show' }));
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlides()[0]).toBe('Construction, 2 of 4');
  });

  it('does not move on its own under reduced motion', () => {
    stubMatchMedia({ [REDUCED_MOTION_QUERY]: true });
    renderCarousel();

    expect(screen.getByRole('button', { name: 'Play slide show' })).toBeInTheDocument();
    advance(CAROUSEL_INTERVAL_MS * 3);
    expect(visibleSlides()[0]).toBe('Healthcare, 1 of 4');
  });

  it('pauses while the mouse is over it', () => {
    stubMatchMedia();
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Industries we staff' });

    fireEvent.pointerOver(region, { pointerType: 'mouse' });
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(visibleSlides()[0]).toBe('Healthcare, 1 of 4');

    fireEvent.pointerOut(region, { pointerType: 'mouse' });
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlides()[0]).toBe('Construction, 2 of 4');
  });

  it('pauses while a slide has focus', () => {
    stubMatchMedia();
    renderCarousel();

    act(() => {
      screen.getByRole('link', { name: 'Healthcare card' }).focus();
    });
    advance(CAROUSEL_INTERVAL_MS * 2);
    expect(visibleSlides()[0]).toBe('Healthcare, 1 of 4');

    act(() => {
      screen.getByRole('link', { name: 'Healthcare card' }).blur();
    });
    advance(CAROUSEL_INTERVAL_MS);
    expect(visibleSlides()[0]).toBe('Construction, 2 of 4');
  });

  it('moves with the previous and next buttons, wrapping at both ends', () => {
    stubMatchMedia({ [SINGLE_SLIDE_QUERY]: true });
    renderCarousel();

    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlides()).toEqual(['Drivers, 4 of 4']);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlides()).toEqual(['Healthcare, 1 of 4']);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlides()).toEqual(['Construction, 2 of 4']);
  });

  it('restarts the 6,000 ms count after a manual move', () => {
    stubMatchMedia({ [SINGLE_SLIDE_QUERY]: true });
    renderCarousel();

    advance(CAROUSEL_INTERVAL_MS - 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    advance(CAROUSEL_INTERVAL_MS - 1);
    expect(visibleSlides()).toEqual(['Construction, 2 of 4']);
    advance(1);
    expect(visibleSlides()).toEqual(['Technology, 3 of 4']);
  });

  it('follows a swipe', () => {
    stubMatchMedia({ [SINGLE_SLIDE_QUERY]: true });
    renderCarousel();
    const card = screen.getByRole('link', { name: 'Healthcare card' });

    fireEvent.pointerDown(card, { pointerType: 'touch', clientX: 300, clientY: 100 });
    fireEvent.pointerUp(card, { pointerType: 'touch', clientX: 120, clientY: 110 });
    expect(visibleSlides()).toEqual(['Construction, 2 of 4']);

    const next = screen.getByRole('link', { name: 'Construction card' });
    fireEvent.pointerDown(next, { pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(next, { pointerType: 'touch', clientX: 300, clientY: 100 });
    expect(visibleSlides()).toEqual(['Healthcare, 1 of 4']);

    // A tap is not a swipe.
    fireEvent.pointerDown(card, { pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerUp(card, { pointerType: 'touch', clientX: 110, clientY: 100 });
    expect(visibleSlides()).toEqual(['Healthcare, 1 of 4']);
  });

  it('announces slides only when it is not moving on its own', () => {
    stubMatchMedia();
    renderCarousel();
    const track = document.querySelector('[aria-live]');

    expect(track).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause slide show' }));
    expect(track).toHaveAttribute('aria-live', 'polite');
  });
});
