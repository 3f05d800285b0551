import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsentRequest } from '@staffing/shared/shortlist-schemas';
import { jsonResponse } from '@/testing/test-data';
import { jsonOf, stubApi } from '@/testing/stub-api';
import { renderApp } from '@/testing/test-utils';

describe('/share-consent (the candidate’s answer)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('records a yes with one press, then offers the withdrawal, which stops the share', async () => {
    let request: ConsentRequest = {
      company: 'Lakeside Clinic',
      position: 'Night Nurse',
      consent: 'pending',
      consentAt: null,
    };
    const api = stubApi({
      'POST /api/shortlist-consent/check': () => jsonResponse(request),
      'POST /api/shortlist-consent/answer': ({ body }) => {
        const { answer } = JSON.parse(typeof body === 'string' ? body : '{}') as { answer: string };
        request = {
          ...request,
          consent: answer === 'yes' ? 'granted' : 'withdrawn',
          consentAt: '2026-11-27T09:00:00.000Z',
        };
        return jsonResponse(request);
      },
    });
    const { user } = renderApp('/share-consent?token=tok&answer=yes', { user: null });
    expect(
      await screen.findByText('Nothing is shared with Lakeside Clinic until you say yes.'),
    ).toBeVisible();
    // Opening the link alone answers nothing.
    expect(api.callsTo('POST /api/shortlist-consent/answer')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, share my profile' }));
    expect(await screen.findByText('Your profile is shared with Lakeside Clinic.')).toBeVisible();
    expect(jsonOf(api.callsTo('POST /api/shortlist-consent/answer')[0])).toEqual({
      token: 'tok',
      answer: 'yes',
    });
    await user.click(screen.getByRole('button', { name: 'Withdraw my consent' }));
    expect(
      await screen.findByText(
        'You withdrew your consent: Lakeside Clinic no longer sees your profile.',
      ),
    ).toBeVisible();
    expect(jsonOf(api.callsTo('POST /api/shortlist-consent/answer')[1])).toEqual({
      token: 'tok',
      answer: 'no',
    });
  });

  it('an invalid link says so', async () => {
    stubApi({
      'POST /api/shortlist-consent/check': () =>
        jsonResponse({ error: 'This link is invalid. Open it again from the email.' }, 400),
    });
    renderApp('/share-consent?token=bad&answer=no', { user: null });
    expect(await screen.findByText('This link cannot be used')).toBeVisible();
  });
});
