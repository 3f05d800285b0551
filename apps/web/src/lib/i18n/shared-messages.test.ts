import { describe, expect, it } from 'vitest';
import * as constants from '@staffing/shared/constants';
import { MESSAGES } from '@staffing/shared/messages';
import { SHARED_MESSAGES, SHARED_PHRASES } from './shared-messages';

describe('the shared texts in the web catalogue', () => {
  it.each(Object.entries(SHARED_MESSAGES))(
    'MESSAGES.%s is the shared English text word for word',
    (key, descriptor) => {
      expect(descriptor.message).toBe(MESSAGES[key as keyof typeof MESSAGES]);
    },
  );

  it.each(Object.entries(SHARED_PHRASES))(
    '%s is the shared English phrase word for word',
    (key, descriptor) => {
      expect(descriptor.message).toBe(constants[key as keyof typeof SHARED_PHRASES]);
    },
  );
});
