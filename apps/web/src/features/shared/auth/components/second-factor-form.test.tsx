import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@staffing/shared/messages';
import { jsonResponse, testAdmin } from '@/testing/test-data';
import { watchDocumentExits } from '../testing/document-exits';
import { preloadAnswerSchemas } from '../testing/preload-answer-schemas';
import { jsonOf, stubApi } from '@/testing/stub-api';
import { LoginForm } from './login-form';

vi.mock('@/lib/document-location');
preloadAnswerSchemas();
// The login form loads the second step with its first submit.
beforeAll(async () => {
  await import('./second-factor-form');
});

function renderLogin() {
  render(<LoginForm />);
  return { user: userEvent.setup({ delay: null }) };
}

describe('LoginForm: two-step sign-in', () => {
  // Two steps of typing and rendering: seconds in jsdom on a busy machine.
  it('asks for the code after a right password, and signs in only with it', async () => {
    const api = stubApi({
      'POST /api/users/login': () =>
        jsonResponse({ mfaRequired: true, methods: ['totp', 'recovery-code'] }),
      'POST /api/auth/mfa': ({ body }) =>
        (JSON.parse(typeof body === 'string' ? body : '{}') as { code?: string }).code === '123 456'
          ? jsonResponse(testAdmin)
          : jsonResponse(
              {
                error: MESSAGES.wrongSecondFactorCode,
                fieldErrors: { code: MESSAGES.wrongSecondFactorCode },
              },
              401,
            ),
    });
    const exits = watchDocumentExits();
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), testAdmin.email);
    await user.type(screen.getByLabelText('Password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    const code = await screen.findByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    // Not signed in yet.
    expect(exits.announced).toEqual([]);

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.wrongSecondFactorCode);
    await user.clear(code);
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(MESSAGES.loginSuccess)).toBeInTheDocument();
    expect(exits.announced).toEqual([testAdmin]);
    expect(jsonOf(api.callsTo('POST /api/auth/mfa').at(-1))).toEqual({ code: '123 456' });
    exits.stop();
  }, 15_000);

  it('takes a recovery code instead', async () => {
    const api = stubApi({
      'POST /api/users/login': () =>
        jsonResponse({ mfaRequired: true, methods: ['totp', 'recovery-code'] }),
      'POST /api/auth/mfa': () => jsonResponse(testAdmin),
    });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), testAdmin.email);
    await user.type(screen.getByLabelText('Password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MESSAGES.loginSuccess)).toBeInTheDocument();
    expect(jsonOf(api.callsTo('POST /api/auth/mfa').at(-1))).toEqual({
      recoveryCode: 'abcde-fghjk',
    });
  });
});
