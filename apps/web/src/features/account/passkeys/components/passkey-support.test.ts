import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@staffing/shared/messages';
import { ApiError } from '@/lib/api-client';
import { messages as es } from '@/locales/es/messages.po';
import { passkeyErrorText } from './passkey-support';

const spanish = setupI18n({ locale: 'es', messages: { es } });
const english = setupI18n({ locale: 'en', messages: { en: {} } });

const refusal = (name: string) => Object.assign(new Error('refused'), { name });

describe('passkeyErrorText', () => {
  it('says what the browser’s refusal means, in English', () => {
    expect(passkeyErrorText(refusal('NotAllowedError'), english)).toBe(
      'The passkey request was cancelled or timed out.',
    );
    expect(passkeyErrorText(refusal('InvalidStateError'), english)).toBe(
      MESSAGES.passkeyAlreadyAdded,
    );
    expect(passkeyErrorText(refusal('SecurityError'), english)).toBe(
      'This site cannot use passkeys at this address.',
    );
    expect(passkeyErrorText(new ApiError(400, MESSAGES.passkeyRejected), english)).toBe(
      MESSAGES.passkeyRejected,
    );
  });

  it('and in Spanish, the server’s words too', () => {
    expect(passkeyErrorText(refusal('AbortError'), spanish)).toBe(
      'La solicitud de la llave de acceso se canceló o se agotó el tiempo de espera.',
    );
    expect(passkeyErrorText(refusal('InvalidStateError'), spanish)).toBe(
      'Esta llave de acceso ya está en su cuenta.',
    );
    expect(passkeyErrorText(refusal('SecurityError'), spanish)).toBe(
      'Este sitio no puede usar llaves de acceso en esta dirección.',
    );
    expect(passkeyErrorText(new ApiError(400, MESSAGES.passkeyChallengeExpired), spanish)).toBe(
      'La solicitud de la llave de acceso venció. Inténtelo de nuevo.',
    );
    expect(passkeyErrorText(new Error('?'), spanish)).toBe(
      'No se pudo verificar la llave de acceso. Inténtelo de nuevo.',
    );
  });
});
