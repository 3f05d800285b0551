import { setupI18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@staffing/shared/account-messages';
import { CSRF_COOKIE_NAME } from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import type { Passkey } from '@staffing/shared/passkey-schemas';
import type { AccountSession } from '@staffing/shared/security-schemas';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
import { messages as es } from '@/locales/es/messages.po';
import { installDialogPolyfill } from '@/testing/dialog-polyfill';
import { jsonResponse } from '@/testing/test-data';
import { renderWithProviders } from '@/testing/test-utils';
import AccountSecurityPage from './account-security';

const spanish = setupI18n({ locale: 'es', messages: { es } });

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function sessions(): AccountSession[] {
  return [
    {
      _id: 'this-one',
      current: true,
      userAgent: 'Mozilla/5.0',
      browser: 'Firefox 133',
      os: 'Linux',
      ip: '203.0.113.7',
      createdAt: ago(3 * HOUR),
      lastSeenAt: ago(1000),
    },
    {
      _id: 'phone',
      current: false,
      userAgent: 'Mozilla/5.0',
      browser: 'Chrome 131',
      os: 'Windows',
      ip: null,
      createdAt: ago(30 * HOUR),
      lastSeenAt: ago(5 * HOUR),
    },
    {
      _id: 'mystery',
      current: false,
      userAgent: null,
      browser: null,
      os: null,
      ip: null,
      createdAt: ago(2 * HOUR),
      lastSeenAt: ago(2 * HOUR),
    },
  ];
}

const LAPTOP: Passkey = {
  _id: 'cred-1',
  name: 'Work laptop',
  createdAt: ago(5 * 24 * HOUR),
  lastUsedAt: null,
  deviceType: 'multiDevice',
  backedUp: true,
};

type Answer = (body: unknown) => Response;

function stubFetch(answers: Record<string, Answer>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const href =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const key = `${init?.method ?? 'GET'} ${new URL(href, 'http://localhost').pathname}`;
      calls.push(key);
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const answer = answers[key];
      return answer ? answer(body) : jsonResponse({ error: 'No such API' }, 404);
    }),
  );
  document.cookie = `${CSRF_COOKIE_NAME}=test-token; path=/`;
  return calls;
}

const noContent = () => new Response(null, { status: 204 });

function securityApi(overrides: Record<string, Answer> = {}) {
  return stubFetch({
    'GET /api/users/me/sessions': () => jsonResponse(sessions()),
    'GET /api/users/me/two-factor': () =>
      jsonResponse({ totp: false, recoveryCodesLeft: 0, required: false }),
    'GET /api/users/me/passkeys': () => jsonResponse([LAPTOP]),
    ...overrides,
  });
}

function renderInSpanish() {
  return renderWithProviders(
    <LocaleProvider i18n={spanish}>
      <AccountSecurityPage />
    </LocaleProvider>,
  );
}

// English words of the page's own texts (product names such as "1Password" aside).
const ENGLISH =
  /Sign out|Signed in|This browser|Unknown browser|last active|Passkeys|Two-step|Change password|Current password|recovery codes|Where you|Added|never used|Synced|Rename|Remove|Try again/;

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

describe('/profile/security in Spanish', () => {
  it('names every section, browser and time in Spanish, keeping the browsers’ own names', async () => {
    securityApi();
    renderInSpanish();

    expect(
      screen.getByRole('heading', { level: 1, name: 'Inicio de sesión y seguridad' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contraseña' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Contraseña actual/)).toBeInTheDocument();
    expect(screen.getByText('Al menos 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar la contraseña' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: /^Inicio de sesión en dos pasos\s+Desactivado$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Llaves de acceso' })).toBeInTheDocument();

    const browsers = await screen.findByRole('list', {
      name: 'Navegadores con la sesión iniciada',
    });
    const rows = within(browsers).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('heading')).toHaveTextContent('Firefox 133 en Linux');
    expect(rows[0]).toHaveTextContent(
      'Inició sesión hace 3 horas · última actividad hace un momento · 203.0.113.7',
    );
    expect(within(rows[0]!).getByText('Este navegador')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Inició sesión ayer · última actividad hace 5 horas');
    expect(
      within(rows[1]!).getByRole('button', { name: 'Cerrar la sesión en Chrome 131 en Windows' }),
    ).toHaveTextContent('Cerrar sesión');
    expect(within(rows[2]!).getByRole('heading')).toHaveTextContent('Navegador desconocido');
    expect(
      screen.getByRole('button', { name: 'Cerrar la sesión en los demás navegadores' }),
    ).toBeInTheDocument();

    const passkeys = await screen.findByRole('list', { name: 'Sus llaves de acceso' });
    expect(passkeys).toHaveTextContent('Agregada hace 5 días · nunca usada');
    expect(within(passkeys).getByText('Sincronizada')).toBeInTheDocument();
    expect(
      within(passkeys).getByRole('button', { name: 'Cambiar el nombre de Work laptop' }),
    ).toBeInTheDocument();
    expect(
      within(passkeys).getByRole('button', { name: 'Quitar Work laptop' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Este navegador no puede crear llaves de acceso.')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Configurar una aplicación de autenticación' }),
    ).toBeInTheDocument();

    expect(document.body.textContent).not.toMatch(ENGLISH);
  });

  it('says what the password form and the API answer in Spanish', async () => {
    securityApi({
      'PUT /api/users/me/password': () =>
        jsonResponse(
          {
            error: ACCOUNT_MESSAGES.wrongPassword,
            fieldErrors: { currentPassword: ACCOUNT_MESSAGES.wrongPassword },
          },
          401,
        ),
      'DELETE /api/users/me/sessions/phone': () =>
        jsonResponse({ error: MESSAGES.sessionNotFound }, 404),
    });
    const { user } = renderInSpanish();
    const change = screen.getByRole('button', { name: 'Cambiar la contraseña' });

    await user.click(change);
    expect(await screen.findByText('Escriba su contraseña actual')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Contraseña actual/), 'old-password');
    await user.type(screen.getByLabelText(/^Contraseña nueva/), 'short');
    await user.click(change);
    expect(
      await screen.findByText('La contraseña debe tener al menos 8 caracteres'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Contraseña nueva/));
    await user.type(screen.getByLabelText(/^Contraseña nueva/), 'a-long-new-password');
    await user.type(screen.getByLabelText(/Confirme la contraseña nueva/), 'something else');
    await user.click(change);
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Confirme la contraseña nueva/));
    await user.type(screen.getByLabelText(/Confirme la contraseña nueva/), 'a-long-new-password');
    await user.click(change);
    expect(await screen.findByText('La contraseña no es correcta.')).toBeInTheDocument();

    await user.click(
      await screen.findByRole('button', { name: 'Cerrar la sesión en Chrome 131 en Windows' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Esa sesión ya terminó.');
  });

  it('sets up the authenticator app and turns it off after the password, all in Spanish', async () => {
    let enabled = false;
    let recent = false;
    const wrong = MESSAGES.wrongSecondFactorCode;
    securityApi({
      'GET /api/users/me/two-factor': () =>
        jsonResponse({ totp: enabled, recoveryCodesLeft: enabled ? 10 : 0, required: false }),
      'POST /api/users/me/totp': () =>
        jsonResponse({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/x',
          qrSvg: '<svg/>',
        }),
      'POST /api/users/me/totp/confirm': (body) => {
        if ((body as { code: string }).code !== '123456') {
          return jsonResponse({ error: wrong, fieldErrors: { code: wrong } }, 401);
        }
        enabled = true;
        return jsonResponse({ recoveryCodes: ['aaaa-bbbb-cc', 'dddd-eeee-ff'] });
      },
      'DELETE /api/users/me/totp': () => {
        if (!recent) return jsonResponse({ error: MESSAGES.reauthenticationRequired }, 403);
        enabled = false;
        return noContent();
      },
      'POST /api/users/me/reauthenticate': (body) => {
        if ((body as { password?: string }).password !== 'my-password') {
          const error = ACCOUNT_MESSAGES.wrongPassword;
          return jsonResponse({ error, fieldErrors: { password: error } }, 401);
        }
        recent = true;
        return jsonResponse({ recentUntil: '2099-01-01T00:00:00.000Z' });
      },
    });
    const { user } = renderInSpanish();

    await user.click(
      await screen.findByRole('button', { name: 'Configurar una aplicación de autenticación' }),
    );
    expect(
      await screen.findByRole('img', {
        name: 'Código QR para escanear con su aplicación de autenticación',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Escanee el código con la aplicación o escriba en ella esta clave:/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Código de la aplicación/), '000000');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    expect(
      await screen.findByText(
        'Ese código no es correcto. Revise la aplicación e inténtelo de nuevo.',
      ),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/Código de la aplicación/));
    await user.type(screen.getByLabelText(/Código de la aplicación/), '123456');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    expect(
      await screen.findByRole('heading', { name: 'Sus códigos de recuperación' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Códigos de recuperación' })).toHaveTextContent(
      'aaaa-bbbb-cc',
    );
    expect(screen.getByRole('link', { name: 'Descargar como archivo de texto' })).toHaveAttribute(
      'download',
      'codigos-de-recuperacion.txt',
    );
    expect(screen.getByText('El inicio de sesión en dos pasos está activado.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ya los guardé' }));
    expect(await screen.findByText('Códigos de recuperación restantes: 10.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme que es usted' });
    expect(dialog).toHaveTextContent(
      'Por su seguridad, confirme que es usted antes de este cambio. No se le volverá a pedir durante 10 minutos.',
    );
    expect(
      within(dialog).getByRole('button', { name: 'Usar un código de autenticación' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Escriba su contraseña')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Contraseña/), 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('La contraseña no es correcta.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Contraseña/));
    await user.type(within(dialog).getByLabelText(/Contraseña/), 'my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByText('El inicio de sesión en dos pasos está desactivado.'),
    ).toBeInTheDocument();
  });

  it('renames and removes a passkey in Spanish', async () => {
    securityApi({
      'DELETE /api/users/me/passkeys/cred-1': () =>
        jsonResponse({ error: MESSAGES.passkeyNotFound }, 404),
    });
    const { user } = renderInSpanish();

    await user.click(
      await screen.findByRole('button', { name: 'Cambiar el nombre de Work laptop' }),
    );
    const field = screen.getByLabelText('Nuevo nombre para “Work laptop”');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Póngale un nombre a la llave de acceso')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));

    await user.click(screen.getByRole('button', { name: 'Quitar Work laptop' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar “Work laptop”?' });
    expect(dialog).toHaveTextContent(
      'Ya no podrá iniciar sesión con esta llave de acceso. Bórrela también del dispositivo.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Quitar la llave de acceso' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Esa llave de acceso no está en esta cuenta.',
    );
  });

  it('offers adding a passkey where the browser can make one', async () => {
    vi.stubGlobal(
      'PublicKeyCredential',
      vi.fn(() => undefined),
    );
    securityApi({ 'GET /api/users/me/passkeys': () => jsonResponse([]) });
    renderInSpanish();
    expect(await screen.findByText('Todavía no tiene llaves de acceso.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de la nueva llave de acceso')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Para distinguirla más adelante, por ejemplo, “Laptop del trabajo” o “Teléfono”.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar una llave de acceso' })).toBeInTheDocument();
  });

  it('says a list that could not be loaded in Spanish, with its retry button', async () => {
    securityApi({
      'GET /api/users/me/sessions': () => jsonResponse({ error: MESSAGES.serverError }, 500),
    });
    renderInSpanish();
    const failure = await screen.findByText('No pudimos cargar dónde tiene la sesión iniciada');
    expect(
      within(failure.parentElement!).getByRole('button', { name: 'Intentar de nuevo' }),
    ).toBeInTheDocument();
  });
});

describe('/profile/security in English', () => {
  it('keeps its English words', async () => {
    securityApi();
    renderWithProviders(<AccountSecurityPage />);
    const browsers = await screen.findByRole('list', { name: 'Signed-in browsers' });
    const rows = within(browsers).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('heading')).toHaveTextContent('Firefox 133 on Linux');
    expect(rows[0]).toHaveTextContent('Signed in 3 hours ago · last active just now · 203.0.113.7');
    expect(rows[1]).toHaveTextContent('Signed in yesterday · last active 5 hours ago');
    expect(
      within(rows[1]!).getByRole('button', { name: 'Sign out Chrome 131 on Windows' }),
    ).toHaveTextContent('Sign out');
    expect(within(rows[2]!).getByRole('heading')).toHaveTextContent('Unknown browser');
    expect(screen.getByRole('heading', { name: "Where you're signed in" })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Set up an authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out all others' })).toBeInTheDocument();
    const passkeys = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(passkeys).toHaveTextContent('Added 5 days ago · never used');
    expect(
      screen.getByText(
        'Your password, two-step sign-in and passkeys, and every browser where your account is signed in.',
      ),
    ).toBeInTheDocument();
  });
});
