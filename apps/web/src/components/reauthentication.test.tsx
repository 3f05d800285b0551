import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { installDialogPolyfill } from '@/testing/dialog-polyfill';
import { renderWithProviders } from '@/testing/test-utils';
import { Button } from '@/components/ui/button';
import { useReauthentication } from './reauthentication';

let removeDialogPolyfill: () => void;
beforeAll(() => {
  removeDialogPolyfill = installDialogPolyfill();
});
afterAll(() => {
  removeDialogPolyfill();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function Asker({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const reauth = useReauthentication();
  return (
    <>
      <Button
        onClick={() => {
          void reauth.ensureRecent().then(onDone);
        }}
      >
        Export
      </Button>
      {reauth.dialog}
    </>
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

it('confirms with an authenticator code instead of the password', async () => {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return Promise.resolve(json({ recentUntil: null }));
      const body = JSON.parse(init.body as string) as { code?: string };
      posted.push(body);
      if (body.code !== '123456') {
        const wrong = 'That code is not right.';
        return Promise.resolve(json({ error: wrong, fieldErrors: { code: wrong } }, 401));
      }
      return Promise.resolve(json({ recentUntil: '2099-01-01T00:00:00.000Z' }));
    }),
  );
  const onDone = vi.fn();
  const { user } = renderWithProviders(<Asker onDone={onDone} />);
  await user.click(screen.getByRole('button', { name: 'Export' }));
  const dialog = await screen.findByRole('dialog', { name: "Confirm it's you" });

  await user.click(
    within(dialog).getByRole('button', { name: 'Use an authenticator code instead' }),
  );
  const code = within(dialog).getByLabelText(/Authenticator code/);
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  expect(code).toHaveAttribute('inputmode', 'numeric');
  await user.type(code, '000000');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await within(dialog).findByText('That code is not right.')).toBeInTheDocument();

  await user.clear(code);
  await user.type(code, '123 456');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await vi.waitFor(() => {
    expect(onDone).toHaveBeenCalledWith(true);
  });
  expect(posted).toEqual([{ code: '000000' }, { code: '123456' }]);
});
