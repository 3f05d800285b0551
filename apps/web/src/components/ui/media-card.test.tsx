import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MediaCard } from './media-card';

describe('MediaCard', () => {
  it('puts the picture before the body, in the element and elevation asked for', () => {
    const { container } = render(
      <MediaCard as="article" elevation="md" interactive media={<svg aria-label="Hospital" />}>
        <h3>Healthcare</h3>
      </MediaCard>,
    );
    const card = container.firstElementChild;
    expect(card?.tagName).toBe('ARTICLE');
    expect(card?.className).toMatch(/raised/);
    expect(card?.className).toMatch(/interactive/);
    const picture = screen.getByLabelText('Hospital');
    const heading = screen.getByRole('heading', { name: 'Healthcare' });
    expect(
      picture.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
