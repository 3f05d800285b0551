import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@staffing/shared/messages';
import { jsonResponse } from '@/testing/test-data';
import { hydrateIsland } from '@/testing/hydrate-island';
import SaveJobIsland from './save-job';

const SAVED_ID = '11111111-2222-4333-8444-555555555555';
const OTHER_ID = '11111111-2222-4333-8444-666666666666';
const CLOSED_ID = '11111111-2222-4333-8444-777777777777';

function props(jobId: string, jobTitle: string, signedIn: boolean) {
  return { jobId, jobTitle, signedIn, returnTo: '/find-job?q=nurse', size: 'sm' as const };
}

type Call = { url: string; method: string };

// The saved-jobs API: the list holds SAVED_ID; PUT answers `putAnswer`.
function stubSavedJobs(putAnswer: () => Response = () => jsonResponse({}, 201)) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : 'unexpected';
      const method = init?.method ?? 'GET';
      calls.push({ url, method });
      if (method === 'PUT') return Promise.resolve(putAnswer());
      if (method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
      return Promise.resolve(jsonResponse([{ savedAt: '', open: true, job: { _id: SAVED_ID } }]));
    }),
  );
  return calls;
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// A button's name is 'Save' or 'Saved' and the job's title (visually hidden); jsdom joins the
// two without the space a browser keeps.
describe('save-job island', () => {
  it('is a link to log in first when signed out, which needs no script', async () => {
    const calls = stubSavedJobs();
    const { container, hydrationErrors } = await hydrateIsland(
      SaveJobIsland,
      props(SAVED_ID, 'Welder', false),
    );
    expect(hydrationErrors).toEqual([]);
    const link = within(container).getByRole('link', { name: /^Save\s*\(log in first\)$/ });
    expect(link).toHaveAttribute('href', `/login?next=${encodeURIComponent('/find-job?q=nurse')}`);
    expect(calls).toEqual([]);
  });

  it('reads the saved jobs once for all the buttons of a page, then toggles', async () => {
    // The first signed-in test of this file: the page has not read the saved jobs yet.
    const calls = stubSavedJobs();
    const first = await hydrateIsland(SaveJobIsland, props(SAVED_ID, 'Welder', true));
    const second = await hydrateIsland(SaveJobIsland, props(OTHER_ID, 'Nurse', true), {
      userEvent: first.user,
    });
    expect(first.hydrationErrors).toEqual([]);

    const saved = await within(first.container).findByRole('button', { name: /^Saved\s*Welder$/ });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    const save = await within(second.container).findByRole('button', { name: /^Save\s*Nurse$/ });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    // Hidden where scripts are off.
    expect(save.closest('.needs-script')).not.toBeNull();
    expect(calls.filter((call) => call.url === '/api/users/saved-jobs')).toHaveLength(1);

    await first.user.click(save);
    expect(await within(second.container).findByRole('button', { name: /^Saved\s*Nurse$/ })).toBe(
      save,
    );
    await first.user.click(saved);
    expect(await within(first.container).findByRole('button', { name: /^Save\s*Welder$/ })).toBe(
      saved,
    );
    expect(calls.slice(1)).toEqual([
      { url: `/api/users/saved-jobs/${OTHER_ID}`, method: 'PUT' },
      { url: `/api/users/saved-jobs/${SAVED_ID}`, method: 'DELETE' },
    ]);
  });

  it("shows the server's reason when a job cannot be saved", async () => {
    stubSavedJobs(() => jsonResponse({ error: MESSAGES.positionClosed }, 409));
    const { container, user } = await hydrateIsland(
      SaveJobIsland,
      props(CLOSED_ID, 'Driver', true),
    );
    await user.click(await within(container).findByRole('button', { name: /^Save\s*Driver$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.positionClosed);
    expect(within(container).getByRole('button', { name: /^Save\s*Driver$/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
