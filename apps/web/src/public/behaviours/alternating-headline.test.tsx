import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADLINE_INTERVAL_MS } from '@staffing/shared/constants';
import { REDUCED_MOTION_QUERY } from '@/features/public/marketing/components/autoplay-attributes';
import { AlternatingHeadline } from '@/features/public/marketing/components/alternating-headline';
import { CONTACT_HEADLINES } from '@/features/public/marketing/data/home-content';
import { stubMatchMedia } from '@/features/public/marketing/testing/match-media';
import startAlternatingHeadline from './alternating-headline';

// The English source texts (the macros keep them outside production builds).
const HEADLINES = CONTACT_HEADLINES.map(({ id, text }) => ({ id, text: text.message ?? '' }));
const [JOB_SEEKER = '', EMPLOYER = ''] = HEADLINES.map((message) => message.text);

const stops: (() => void)[] = [];

// The headline as the server renders it, then its script started on it.
function renderHeadline() {
  const { container } = render(<AlternatingHeadline id="home-contact" messages={HEADLINES} />);
  stops.push(startAlternatingHeadline(container));
}

function headline() {
  return screen.getByRole('heading', { level: 2 });
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
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
});

describe('alternating-headline behaviour', () => {
  it('is drawn whole by the server: the first message, a pause button, no live region', () => {
    render(<AlternatingHeadline id="home-contact" messages={HEADLINES} />);

    expect(headline()).toHaveAccessibleName(JOB_SEEKER);
    expect(headline()).toHaveAttribute('id', 'home-contact');
    expect(headline()).toHaveAttribute('aria-live', 'off');
    expect(screen.getByRole('button', { name: 'Pause changing headline' })).toHaveTextContent(
      /^Pause$/,
    );
  });

  it('takes turns between the job seeker and the employer message every 6,000 ms', () => {
    stubMatchMedia();
    renderHeadline();

    expect(headline()).toHaveAccessibleName(JOB_SEEKER);
    advance(HEADLINE_INTERVAL_MS - 1);
    expect(headline()).toHaveAccessibleName(JOB_SEEKER);
    advance(1);
    expect(headline()).toHaveAccessibleName(EMPLOYER);
    advance(HEADLINE_INTERVAL_MS);
    expect(headline()).toHaveAccessibleName(JOB_SEEKER);
  });

  it('keeps its height: every message stays in the page, the inactive one hidden', () => {
    stubMatchMedia();
    renderHeadline();

    expect(screen.getByText(EMPLOYER)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(JOB_SEEKER)).not.toHaveAttribute('aria-hidden');
    advance(HEADLINE_INTERVAL_MS);
    expect(screen.getByText(JOB_SEEKER)).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(EMPLOYER)).not.toHaveAttribute('aria-hidden');
    expect(screen.getByText(EMPLOYER)).toHaveAttribute('data-current');
  });

  it('stops when paused, and is only a live region then', () => {
    stubMatchMedia();
    renderHeadline();
    expect(headline()).toHaveAttribute('aria-live', 'off');

    fireEvent.click(screen.getByRole('button', { name: 'Pause changing headline' }));
    advance(HEADLINE_INTERVAL_MS * 3);
    expect(headline()).toHaveAccessibleName(JOB_SEEKER);
    expect(headline()).toHaveAttribute('aria-live', 'polite');

    const play = screen.getByRole('button', { name: 'Play changing headline' });
    expect(play).toHaveTextContent(/^Play$/);
    fireEvent.click(play);
    advance(HEADLINE_INTERVAL_MS);
    expect(headline()).toHaveAccessibleName(EMPLOYER);
  });

  it('stays still under reduced motion, until play is pressed', () => {
    stubMatchMedia({ [REDUCED_MOTION_QUERY]: true });
    renderHeadline();

    advance(HEADLINE_INTERVAL_MS * 3);
    expect(headline()).toHaveAccessibleName(JOB_SEEKER);
    fireEvent.click(screen.getByRole('button', { name: 'Play changing headline' }));
    advance(HEADLINE_INTERVAL_MS);
    expect(headline()).toHaveAccessibleName(EMPLOYER);
  });
});
