import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as chunkLoad from '@/lib/chunk-load';
import { ApplyButton } from './apply-button';

// The form's module is compiled by vitest on first use; under load that can take a while.
configure({ asyncUtilTimeout: 5000 });

const TARGET = {
  kind: 'job',
  jobId: '11111111-2222-4333-8444-555555555555',
  jobTitle: 'Night Nurse',
} as const;

// Rendered alone, without a router or a query cache: it runs in a public page's island. The
// form's code is downloaded once per page, so the tests run in the order a page meets them.
describe('the apply modal, downloaded on demand', { timeout: 15_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('downloads nothing until the visitor reaches for the button', () => {
    const load = vi.spyOn(chunkLoad, 'loadWithTimeout');
    render(<ApplyButton label="Apply now" target={TARGET} />);
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('says so when the form could not be downloaded, and tries again on the next click', async () => {
    const realLoad = chunkLoad.loadWithTimeout;
    vi.spyOn(chunkLoad, 'loadWithTimeout')
      .mockRejectedValueOnce(new chunkLoad.ChunkLoadError('Page chunk failed to load'))
      .mockImplementation(realLoad);
    const user = userEvent.setup();
    render(<ApplyButton label="Apply now" target={TARGET} />);
    const button = screen.getByRole('button', { name: 'Apply now' });

    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The application form could not be loaded. Check your internet connection and try again.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Apply for Night Nurse' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('opens at once once the code is there, with a fresh form each time', async () => {
    const load = vi.spyOn(chunkLoad, 'loadWithTimeout');
    const user = userEvent.setup();
    render(<ApplyButton label="Apply now" target={TARGET} />);
    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Night Nurse' });
    await user.type(screen.getByLabelText('First name'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(screen.getByLabelText('First name')).toHaveValue('');
    // Downloaded once per page.
    expect(load).not.toHaveBeenCalled();
  });
});
