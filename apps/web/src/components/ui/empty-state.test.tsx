import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the message and its action without a live role', () => {
    render(
      <EmptyState title="No jobs yet" action={<a href="/admin/post-job">Post a Job</a>}>
        Jobs you post appear here.
      </EmptyState>,
    );
    expect(screen.getByText('No jobs yet')).toBeInTheDocument();
    expect(screen.getByText('Jobs you post appear here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a Job' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces a failure as an alert', () => {
    render(<EmptyState tone="error">The list could not be loaded.</EmptyState>);
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
  });

  it('can be a status region', () => {
    render(<EmptyState role="status">No results.</EmptyState>);
    expect(screen.getByRole('status')).toHaveTextContent('No results.');
  });
});
