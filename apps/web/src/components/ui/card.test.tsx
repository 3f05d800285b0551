import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Card, CardLink } from './card';

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  return render(<RouterProvider router={router} />);
}

describe('Card', () => {
  it('renders as the element it is asked for, with its own attributes', () => {
    render(
      <ul>
        <Card as="li" aria-label="Night Nurse" data-testid="card">
          Night shift
        </Card>
      </ul>,
    );
    const card = screen.getByRole('listitem', { name: 'Night Nurse' });
    expect(card.tagName).toBe('LI');
    expect(card).toHaveTextContent('Night shift');
  });

  it('keeps the card link a real link to its target', () => {
    renderInRouter(
      <Card as="article" interactive>
        <h3>
          <CardLink to="/jobs/1">Night Nurse</CardLink>
        </h3>
      </Card>,
    );
    expect(screen.getByRole('link', { name: 'Night Nurse' })).toHaveAttribute('href', '/jobs/1');
    expect(screen.getByRole('article').className).toMatch(/interactive/);
  });

  it('merges a caller class with its own', () => {
    render(<Card className="extra">Body</Card>);
    const card = screen.getByText('Body');
    expect(card.className).toMatch(/card/);
    expect(card).toHaveClass('extra');
  });
});
