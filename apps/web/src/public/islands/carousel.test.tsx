import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '@/features/marketing/testing/match-media';
import CarouselIsland from './carousel';

const heading = {
  titleId: 'home-industries',
  eyebrow: 'Industries',
  title: 'Industries we staff',
  lead: 'Lead',
};
const slides = ['Healthcare', 'Construction', 'Drivers'].map((id) => ({
  id,
  label: id,
  html: `<article><h3>${id} staffing</h3><p>Nurses &amp; aides</p></article>`,
}));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('carousel island', () => {
  it("hydrates from props without the slides' markup, reading it back from the page", async () => {
    stubMatchMedia();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CarouselIsland slides={slides} {...heading} />, {
      identifierPrefix: 'i1-',
    });
    document.body.append(container);
    const errors: unknown[] = [];
    // The props as the page carries them: no markup.
    const browserProps = JSON.parse(
      JSON.stringify({ slides: slides.map(({ id, label }) => ({ id, label })), ...heading }),
    ) as { slides: { id: string; label: string }[] } & typeof heading;
    await act(async () => {
      root = hydrateRoot(container, <CarouselIsland {...browserProps} />, {
        identifierPrefix: 'i1-',
        onRecoverableError: (error) => errors.push(error),
      });
      await Promise.resolve();
    });
    expect(errors).toEqual([]);
    for (const { id } of slides) {
      expect(screen.getByRole('heading', { name: `${id} staffing` })).toBeInTheDocument();
    }
    expect(JSON.stringify(browserProps)).not.toContain('staffing');
  });
});
