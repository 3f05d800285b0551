import { configure, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@staffing/shared/job-schemas';
import { MESSAGES } from '@staffing/shared/messages';
import { makeJob } from '@/features/jobs/testing/job-fixtures';
import { jsonResponse, testSiteConfig } from '@/testing/test-data';
import { renderApp } from '@/testing/test-utils';

// The page is a lazy chunk that vitest compiles on first use; under load that can take
// longer than the default second.
configure({ asyncUtilTimeout: 5000 });

function stubJob(answer: Response | (() => Response)) {
  const fetchMock = vi.fn(() =>
    Promise.resolve(typeof answer === 'function' ? answer() : answer.clone()),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const fullJob: Job = makeJob({
  overview: {
    title: 'Registered Nurse',
    location: 'Springfield, IL',
    salary: '$45/hour',
    type: 'Part-Time',
    schedule: 'Nights, three 12-hour shifts',
    industry: 'Healthcare',
  },
  aboutUs: 'A community hospital.',
  details: {
    description: 'Care for patients.\nWork with a great team.',
    responsibilities: 'Give medication.',
    skills: 'RN licence.',
  },
  whatWeOffer: 'Health insurance.',
});

describe('/jobs/:jobId', () => {
  it('shows the sections in the spec order, with the phone line from the site config', async () => {
    const fetchMock = stubJob(jsonResponse(fullJob));
    renderApp(`/jobs/${fullJob._id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registered Nurse' }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/jobs/job/${fullJob._id}`, expect.anything());
    const main = screen.getByRole('main');
    const headings = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Overview',
      'About Us',
      'Description',
      'Responsibilities',
      'Skills',
      'What We Offer',
      'Have Questions?',
    ]);

    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(overview).toHaveTextContent('Springfield, IL');
    expect(overview).toHaveTextContent('$45/hour');
    expect(overview).toHaveTextContent('Part-Time');
    expect(overview).toHaveTextContent('Nights, three 12-hour shifts');

    const questions = screen.getByRole('region', { name: 'Have Questions?' });
    expect(within(questions).getByRole('link', { name: testSiteConfig.phone })).toHaveAttribute(
      'href',
      'tel:5550100199',
    );

    // Line breaks survive as text (CSS white-space: pre-line shows them).
    const description = screen.getByRole('region', { name: 'Description' });
    expect(within(description).getByText(/Care for patients/).textContent).toBe(
      'Care for patients.\nWork with a great team.',
    );
  });

  it('leaves out About Us and What We Offer when the job has none', async () => {
    const { aboutUs: _about, whatWeOffer: _offer, ...bare } = fullJob;
    stubJob(jsonResponse(bare));
    renderApp(`/jobs/${fullJob._id}`);

    expect(await screen.findByRole('heading', { name: 'Description' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About Us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What We Offer' })).not.toBeInTheDocument();
  });

  it('shows markup in a job as text, never as HTML', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    const job = makeJob({
      overview: { title: '<b>Bold</b> title' },
      details: { description: payload, responsibilities: payload, skills: 'ok' },
    });
    stubJob(jsonResponse(job));
    const { container } = renderApp(`/jobs/${job._id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: '<b>Bold</b> title' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(payload)).toHaveLength(2);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('main b')).toBeNull();
  });

  it('opens the apply modal from Apply now and returns focus to it on Esc', async () => {
    stubJob(jsonResponse(fullJob));
    const { user } = renderApp(`/jobs/${fullJob._id}`);

    const apply = await screen.findByRole('button', { name: 'Apply now' });
    await user.click(apply);
    const dialog = screen.getByRole('dialog', { name: 'Apply for Registered Nurse' });
    expect(within(dialog).getByLabelText('First name')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(apply).toHaveFocus();
  });

  it('offers no Apply now button for a closed job', async () => {
    stubJob(jsonResponse({ ...fullJob, status: 'closed' }));
    renderApp(`/jobs/${fullJob._id}`);

    expect(await screen.findByText(MESSAGES.positionClosed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('shows Job not found with a link back to /find-job for an unknown id', async () => {
    stubJob(() => jsonResponse({ error: MESSAGES.jobNotFound }, 404));
    renderApp('/jobs/no-such-job');

    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.jobNotFound }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Find a Job' })).toHaveAttribute(
      'href',
      '/find-job',
    );
  });
});
