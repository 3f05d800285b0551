import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Pager, visiblePages } from './pager';

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  return render(<RouterProvider router={router} />);
}

describe('visiblePages', () => {
  it('keeps the ends, the current page and its neighbours', () => {
    expect(visiblePages(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('Pager', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(
      <Pager page={1} pageCount={1} label="Pages of users" onPageChange={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('moves with buttons and disables the end it is at', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    render(<Pager page={1} pageCount={3} label="Pages of users" onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of users' });
    expect(nav).toHaveTextContent('Page 1 of 3');
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByText('Previous', { exact: false })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('links every page, marks the current one, and shows a summary', () => {
    renderInRouter(
      <Pager
        page={2}
        pageCount={5}
        label="Job results pages"
        toPage={(page) => `/?page=${page}`}
        numbered
        summary="Showing 21–40 of 87 jobs"
      />,
    );
    expect(screen.getByText('Showing 21–40 of 87 jobs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 5' })).toHaveAttribute('href', '/?page=5');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/?page=1');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('rel', 'next');
  });
});
