import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@staffing/shared/account-messages';
import { ALERT_MESSAGES } from '@staffing/shared/alert-messages';
import * as constants from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import { JOB_ORDER_MESSAGES, jobOrderRequestSchema } from '@staffing/shared/job-order-schemas';
import { SCREENING_MESSAGES } from '@staffing/shared/screening-messages';
import { renamePasskeySchema } from '@staffing/shared/passkey-schemas';
import { SECURITY_MESSAGES } from '@staffing/shared/security-messages';
import {
  changePasswordSchema,
  reauthenticateSchema,
  totpCodeBodySchema,
} from '@staffing/shared/security-schemas';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { messages as es } from '@/locales/es/messages.po';
import {
  FIELD_MESSAGES,
  SHARED_ACCOUNT_MESSAGES,
  SHARED_ALERT_MESSAGES,
  SHARED_MESSAGES,
  SHARED_JOB_ORDER_MESSAGES,
  SHARED_PHRASES,
  SHARED_SCREENING_MESSAGES,
  SHARED_SECURITY_MESSAGES,
  sharedTextIn,
} from './shared-messages';

const spanish = setupI18n({ locale: 'es', messages: { es } });
const english = setupI18n({ locale: 'en', messages: { en: {} } });

describe('the shared texts in the web catalogue', () => {
  const groups = [
    ['MESSAGES', MESSAGES, SHARED_MESSAGES],
    ['ACCOUNT_MESSAGES', ACCOUNT_MESSAGES, SHARED_ACCOUNT_MESSAGES],
    ['ALERT_MESSAGES', ALERT_MESSAGES, SHARED_ALERT_MESSAGES],
    ['SCREENING_MESSAGES', SCREENING_MESSAGES, SHARED_SCREENING_MESSAGES],
    ['JOB_ORDER_MESSAGES', JOB_ORDER_MESSAGES, SHARED_JOB_ORDER_MESSAGES],
    ['SECURITY_MESSAGES', SECURITY_MESSAGES, SHARED_SECURITY_MESSAGES],
  ] as const;
  for (const [name, shared, descriptors] of groups) {
    it.each(Object.entries(descriptors))(`${name}.%s is the shared English text`, (key, d) => {
      expect(english._(d)).toBe(shared[key as keyof typeof shared]);
    });
  }

  it.each(Object.entries(SHARED_PHRASES))('%s is the shared English phrase', (key, d) => {
    expect(d.message).toBe(constants[key as keyof typeof SHARED_PHRASES]);
  });

  it.each(FIELD_MESSAGES)('the field message "%s" is written the same twice', (text, d) => {
    expect(english._(d)).toBe(text);
  });

  it('has Spanish for every check of the "Request staff" form, empty or filled in wrong', () => {
    const empty = jobOrderRequestSchema.safeParse({});
    const wrong = jobOrderRequestSchema.safeParse({
      position: 'Welder',
      industry: 'Construction',
      headcount: '0',
      startDate: 'soon',
      assignmentType: 'temporary',
      shift: 'day',
      payMin: '-1',
      payMax: 'lots',
      city: 'Chicago',
      state: 'IL',
      zip: '1',
      contactName: 'Ana',
      company: 'Acme',
      email: 'ana',
      phone: 'call me',
    });
    const messages = [empty, wrong].flatMap((result) =>
      result.success ? [] : result.error.issues.map((issue) => issue.message),
    );
    expect(messages.length).toBeGreaterThan(10);
    for (const message of messages) {
      expect(sharedTextIn(spanish, message), message).not.toBe(message);
    }
  });

  it('has Spanish for every check and answer of the sign-in and security page', () => {
    const checks = [
      changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'short' }),
      changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'x'.repeat(129) }),
      reauthenticateSchema.safeParse({}),
      reauthenticateSchema.safeParse({ password: '' }),
      reauthenticateSchema.safeParse({ code: '12' }),
      totpCodeBodySchema.safeParse({}),
      renamePasskeySchema.safeParse({ name: ' ' }),
      renamePasskeySchema.safeParse({ name: 'x'.repeat(61) }),
    ].flatMap((result) => (result.success ? [] : result.error.issues.map((i) => i.message)));
    const answers = [
      ...Object.values(SECURITY_MESSAGES),
      ACCOUNT_MESSAGES.wrongPassword,
      MESSAGES.reauthenticationRequired,
      MESSAGES.sessionNotFound,
      MESSAGES.wrongSecondFactorCode,
      MESSAGES.passkeyNotFound,
      MESSAGES.passkeyAlreadyAdded,
      MESSAGES.passkeyChallengeExpired,
      MESSAGES.passkeyRejected,
      MESSAGES.noPasskeys,
      MESSAGES.tooManyRequests,
    ];
    expect(checks.length).toBeGreaterThan(8);
    for (const message of [...checks, ...answers]) {
      expect(sharedTextIn(spanish, message), message).not.toBe(message);
    }
  });

  it('knows the message of a request that got no answer', () => {
    expect(sharedTextIn(spanish, NETWORK_ERROR_MESSAGE)).not.toBe(NETWORK_ERROR_MESSAGE);
  });

  it('turns a shared English text into Spanish, and leaves any other text as it came', () => {
    expect(sharedTextIn(spanish, MESSAGES.fillAllFields)).toBe(
      'Complete todos los campos, por favor',
    );
    expect(sharedTextIn(spanish, 'Email is required')).toBe('El correo electrónico es obligatorio');
    expect(sharedTextIn(spanish, 'Something only the API says')).toBe(
      'Something only the API says',
    );
    expect(sharedTextIn(english, MESSAGES.fillAllFields)).toBe(MESSAGES.fillAllFields);
  });
});
