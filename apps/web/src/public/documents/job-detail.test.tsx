import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@staffing/shared/job-schemas';
import { MESSAGES } from '@staffing/shared/messages';
import { makeJob } from '@/features/jobs/testing/job-fixtures';
import { hydrateDocumentIslands } from '@/testing/hydrate-island';
import { jsonResponse, testSiteConfig, testUser } from '@/testing/test-data';
import { renderDocument } from '@/testing/test-utils';

// The job's schema and the apply form are lazy modules that vitest compiles on first use;
// under load that can take longer than the default second, and a test than five.
configure({ asyncUtilTimeout: 5000 });
const SLOW_FIRST_USE = { timeout: 15_000 };

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

// The props the server wrote beside an island, which the browser hydrates it with.
function islandProps(container: HTMLElement, name: string): unknown {
  const island = container.querySelector(`[data-island="${name}"]`);
  return island ? JSON.parse(island.getAttribute('data-island-props') ?? 'null') : undefined;
}

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

describe('/jobs/:jobId', SLOW_FIRST_USE, () => {
  it('shows the sections in the spec order, with the phone line from the site config', async () => {
    const fetchMock = stubJob(jsonResponse(fullJob));
    renderDocument(`/jobs/${fullJob._id}`);

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
    renderDocument(`/jobs/${fullJob._id}`);

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
    const { container } = renderDocument(`/jobs/${job._id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: '<b>Bold</b> title' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(payload)).toHaveLength(2);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('main b')).toBeNull();
  });

  it('draws Apply now as the apply island, with the job and its questions as props', async () => {
    const question = {
      id: 'rn',
      kind: 'yes-no',
      label: 'Do you hold an RN licence?',
      required: true,
    };
    stubJob(jsonResponse({ ...fullJob, screeningQuestions: [question] }));
    const { container } = renderDocument(`/jobs/${fullJob._id}`);

    const apply = await screen.findByRole('button', { name: 'Apply now' });
    expect(apply).toHaveAttribute('aria-haspopup', 'dialog');
    // Hidden where scripts are off, where a <noscript> line says why instead.
    expect(apply).toHaveClass('needs-script');
    expect(apply.closest('[data-island="apply"]')).not.toBeNull();
    expect(islandProps(container, 'apply')).toEqual({
      target: { kind: 'job', jobId: fullJob._id, jobTitle: 'Registered Nurse' },
      applicant: null,
      questions: [question],
      label: 'Apply now',
      block: false,
    });
    expect(container.querySelector('noscript')).not.toBeNull();
    // The page itself holds no form: the modal's code arrives with the first press.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container.querySelector('main form')).toBeNull();
  });

  it('opens the apply modal from Apply now and returns focus to it on Esc', async () => {
    stubJob(jsonResponse(fullJob));
    const { user, container } = renderDocument(`/jobs/${fullJob._id}`);
    const apply = await screen.findByRole('button', { name: 'Apply now' });
    expect(await hydrateDocumentIslands(container)).toEqual([]);

    await user.click(apply);
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Registered Nurse' });
    expect(within(dialog).getByLabelText('First name')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(apply).toHaveFocus();
  });

  it("fills the form with a signed-in visitor's names and offers Save to them", async () => {
    stubJob(jsonResponse(fullJob));
    const { container } = renderDocument(`/jobs/${fullJob._id}`, { user: testUser });

    await screen.findByRole('button', { name: 'Apply now' });
    expect(islandProps(container, 'apply')).toMatchObject({
      applicant: {
        firstName: testUser.firstName,
        lastName: testUser.lastName,
        email: testUser.email,
      },
    });
    expect(islandProps(container, 'save-job')).toEqual({
      jobId: fullJob._id,
      jobTitle: 'Registered Nurse',
      signedIn: true,
      returnTo: `/jobs/${fullJob._id}`,
      size: 'md',
    });
  });

  it('offers Save as a link to log in first when signed out', async () => {
    stubJob(jsonResponse(fullJob));
    renderDocument(`/jobs/${fullJob._id}`);

    await screen.findByRole('button', { name: 'Apply now' });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: /^Save\s*\(log in first\)$/ })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/jobs/${fullJob._id}`)}`,
    );
  });

  it('offers no Apply now button for a closed job', async () => {
    stubJob(jsonResponse({ ...fullJob, status: 'closed' }));
    renderDocument(`/jobs/${fullJob._id}`);

    expect(await screen.findByText(MESSAGES.positionClosed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
    expect(document.querySelector('[data-island="apply"]')).toBeNull();
    expect(document.querySelector('main noscript')).toBeNull();
  });

  it('shows Job not found with a link back to /find-job for an unknown id', async () => {
    stubJob(() => jsonResponse({ error: MESSAGES.jobNotFound }, 404));
    renderDocument('/jobs/no-such-job');

    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.jobNotFound }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Find a Job' })).toHaveAttribute(
      'href',
      '/find-job',
    );
  });

  it('offers to load the page again when the job could not be loaded', async () => {
    stubJob(() => jsonResponse({ error: MESSAGES.serverError }, 500));
    renderDocument(`/jobs/${fullJob._id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not load this job' }),
    ).toBeInTheDocument();
    // A link, not a button: the page is a document, and loading it again asks the server.
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      `/jobs/${fullJob._id}`,
    );
  });

  it('states what its structured data says: agency, posted date and closing date', async () => {
    const job = {
      ...fullJob,
      createdAt: new Date(2026, 10, 3, 9, 30).toISOString(),
      validThrough: '2026-12-31T23:59:59.999Z',
    };
    stubJob(jsonResponse(job));
    renderDocument(`/jobs/${job._id}`);

    const h1 = await screen.findByRole('heading', { level: 1, name: 'Registered Nurse' });
    const header = h1.closest('header')!;
    expect(within(header).getByText(/^Hiring:/)).toHaveTextContent('Hiring: Test Staffing');
    expect(within(header).getByText(/^Posted/)).toHaveTextContent('Posted November 3, 2026');
    expect(within(header).getByText(/^Apply by/)).toHaveTextContent('Apply by December 31, 2026');
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('asks search engines not to index a filled job', async () => {
    stubJob(jsonResponse({ ...fullJob, status: 'filled' }));
    renderDocument(`/jobs/${fullJob._id}`);

    expect(await screen.findByText(MESSAGES.positionClosed)).toBeInTheDocument();
    await waitFor(() => {
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex',
      );
    });
  });

  it('treats an open job past its closing date as closed', async () => {
    stubJob(jsonResponse({ ...fullJob, status: 'open', validThrough: '2020-01-31T23:59:59.999Z' }));
    renderDocument(`/jobs/${fullJob._id}`);

    expect(await screen.findByText(MESSAGES.positionClosed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Apply by/)).not.toBeInTheDocument();
    await waitFor(() => {
      expect(document.head.querySelector('meta[name="robots"]')).not.toBeNull();
    });
  });
});

describe('sharing a job', SLOW_FIRST_USE, () => {
  const canonicalUrl = `${testSiteConfig.publicUrl}/jobs/${fullJob._id}`;

  it('hands the share island the canonical URL, whatever host serves the page', async () => {
    stubJob(jsonResponse(fullJob));
    const { container } = renderDocument(`/jobs/${fullJob._id}`);

    const share = await screen.findByRole('region', { name: 'Share this job' });
    expect(share.closest('[data-island="share-job"]')).not.toBeNull();
    expect(islandProps(container, 'share-job')).toEqual({
      url: canonicalUrl,
      title: 'Registered Nurse',
    });
    // Copying needs a script; emailing is a plain link.
    expect(within(share).getByRole('button', { name: 'Copy link' })).toHaveClass('needs-script');
  });

  it('emails the title and canonical URL, encoded', async () => {
    const job = { ...fullJob, overview: { ...fullJob.overview, title: 'Nurse & Aide #2' } };
    stubJob(jsonResponse(job));
    renderDocument(`/jobs/${job._id}`);

    const share = await screen.findByRole('region', { name: 'Share this job' });
    const href = within(share).getByRole('link', { name: 'Email' }).getAttribute('href')!;
    expect(href).toBe(
      `mailto:?subject=Nurse%20%26%20Aide%20%232&body=Nurse%20%26%20Aide%20%232%0D%0A${encodeURIComponent(canonicalUrl)}`,
    );
    const params = new URLSearchParams(href.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('Nurse & Aide #2');
    expect(params.get('body')).toBe(`Nurse & Aide #2\r\n${canonicalUrl}`);
  });
});
