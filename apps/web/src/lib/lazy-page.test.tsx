import { act, fireEvent, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_CHUNK_TIMEOUT_MS } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import { renderWithProviders } from '@/testing/test-utils';
import { lazyPage } from './lazy-page';

function Careers() {
  return <h1>Careers</h1>;
}

const careersModule = { default: Careers };

// Lets React settle promise callbacks and Suspense's reveal throttle under fake timers.
async function flush(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  // React reports the caught chunk error to the console; expected here, so keep output clean.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyPage', () => {
  it('shows the loading text until the chunk arrives, then the page', async () => {
    const chunk = Promise.withResolvers<typeof careersModule>();
    const Page = lazyPage(() => chunk.promise);
    renderWithProviders(<Page />);

    await flush();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.loading);

    chunk.resolve(careersModule);
    await flush(1000);
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
  });

  it('renders a preloaded page in its first render, with nothing to wait for', async () => {
    const load = vi.fn(() => Promise.resolve(careersModule));
    const Page = lazyPage(load);
    await Page.preload();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);

    renderWithProviders(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a failed preload leaves the error and its retry to the render', async () => {
    const load = vi
      .fn<() => Promise<typeof careersModule>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(careersModule);
    const Page = lazyPage(load);
    await expect(Page.preload()).resolves.toBeUndefined();
    renderWithProviders(<Page />);
    await flush(1000);
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush(1000);
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
  });

  it('shows an error with Try again after LAZY_CHUNK_TIMEOUT_MS, and retrying loads the page', async () => {
    expect(LAZY_CHUNK_TIMEOUT_MS).toBe(120_000);
    const load = vi
      .fn<() => Promise<typeof careersModule>>()
      .mockReturnValueOnce(Promise.withResolvers<typeof careersModule>().promise) // never settles
      .mockResolvedValue(careersModule);
    const Page = lazyPage(load);
    renderWithProviders(<Page />);

    await flush(119_999);
    expect(screen.getByText(MESSAGES.loading)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    await flush(1);
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.queryByText(MESSAGES.loading)).not.toBeInTheDocument();

    // fireEvent rather than user-event: user-event's internal delays wait on real timers.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush(1000);

    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('offers a retry when the chunk download fails outright', async () => {
    const load = vi
      .fn<() => Promise<typeof careersModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(careersModule);
    const Page = lazyPage(load);
    renderWithProviders(<Page />);

    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush(1000);

    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
  });

  it('leaves errors thrown by the page itself to the boundary above', async () => {
    function Broken(): ReactNode {
      throw new Error('bug in the page');
    }
    class Outer extends Component<{ children: ReactNode }, { message: string | null }> {
      override state = { message: null as string | null };
      static getDerivedStateFromError(error: Error) {
        return { message: error.message };
      }
      override render() {
        return this.state.message ? <p>outer caught: {this.state.message}</p> : this.props.children;
      }
    }
    const Page = lazyPage(() => Promise.resolve({ default: Broken }));
    renderWithProviders(
      <Outer>
        <Page />
      </Outer>,
    );

    await flush(1000);
    expect(screen.getByText('outer caught: bug in the page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
