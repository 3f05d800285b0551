import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as lazyPage from '@/lib/lazy-page';
import { renderWithProviders } from '@/testing/test-utils';
import { LazyApplyModal } from './lazy-apply-modal';

const TARGET = {
  kind: 'job',
  jobId: '11111111-2222-4333-8444-555555555555',
  jobTitle: 'Night Nurse',
} as const;

describe('LazyApplyModal', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders nothing and downloads nothing while closed', () => {
    const load = vi.spyOn(lazyPage, 'loadWithTimeout');
    renderWithProviders(<LazyApplyModal open={false} onClose={vi.fn()} target={TARGET} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the form once its code has arrived', async () => {
    renderWithProviders(<LazyApplyModal open onClose={vi.fn()} target={TARGET} />);
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Night Nurse' });
    expect(dialog).toBeVisible();
  });

  it('offers a retry when the form could not be downloaded, and closes on request', async () => {
    const realLoad = lazyPage.loadWithTimeout;
    vi.spyOn(lazyPage, 'loadWithTimeout')
      .mockRejectedValueOnce(new lazyPage.ChunkLoadError('Page chunk failed to load'))
      .mockImplementation(realLoad);
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<LazyApplyModal open onClose={onClose} target={TARGET} />);

    const failure = await screen.findByRole('dialog', {
      name: 'The application form could not be loaded',
    });
    expect(failure).toHaveTextContent('Check your internet connection and try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Apply for Night Nurse' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
