import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryStates } from './query-states';

function renderStates(query: {
  data: string[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}) {
  return render(
    <QueryStates
      query={query}
      errorTitle="We could not load your saved jobs"
      empty={<p>No saved jobs yet</p>}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryStates>,
  );
}

describe('QueryStates', () => {
  it('shows the loading status while the first answer is on its way', () => {
    renderStates({ data: undefined, isPending: true, isError: false, refetch: vi.fn() });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows the error with a Try again button that refetches', async () => {
    const refetch = vi.fn();
    renderStates({ data: undefined, isPending: false, isError: true, refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your saved jobs');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state for an empty list, and the list otherwise', () => {
    const { rerender } = renderStates({
      data: [],
      isPending: false,
      isError: false,
      refetch: vi.fn(),
    });
    expect(screen.getByText('No saved jobs yet')).toBeInTheDocument();
    rerender(
      <QueryStates
        query={{ data: ['Night Nurse'], isPending: false, isError: false, refetch: vi.fn() }}
        errorTitle="We could not load your saved jobs"
        empty={<p>No saved jobs yet</p>}
      >
        {(items) => <p>{items.join(', ')}</p>}
      </QueryStates>,
    );
    expect(screen.queryByText('No saved jobs yet')).not.toBeInTheDocument();
    expect(screen.getByText('Night Nurse')).toBeInTheDocument();
  });
});
