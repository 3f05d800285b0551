import { setupI18n } from '@lingui/core';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '@staffing/shared/job-schemas';
import { MESSAGES } from '@staffing/shared/messages';
import { AppProvider } from '@/app/provider';
import { makeJob } from '@/testing/job-fixtures';
import { LocaleProvider } from '@/lib/i18n/locale-provider';
import { messages as es } from '@/locales/es/messages.po';
import { hydrateDocumentIslands } from '@/testing/hydrate-island';
import { jsonResponse, testSiteConfig, testUser } from '@/testing/test-data';
import { createTestQueryClient, renderDocument } from '@/testing/test-utils';
import { documentRoutes } from '../document-routes';

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

// A document at `/es${path}`, as the server renders a Spanish page: the Spanish catalogue's
// Lingui instance around the page, the router based at /es.
function renderSpanishDocument(path: string) {
  const router = createMemoryRouter(documentRoutes, {
    initialEntries: [`/es${path}`],
    basename: '/es',
  });
  return render(
    <LocaleProvider i18n={setupI18n({ locale: 'es', messages: { es } })}>
      <AppProvider queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </AppProvider>
    </LocaleProvider>,
  );
}

describe('/es/jobs/:jobId', SLOW_FIRST_USE, () => {
  const spanishJob: Job = {
    ...fullJob,
    spanish: {
      title: 'Enfermera registrada',
      description: 'Cuidar a los pacientes.\nTrabajar con un gran equipo.',
      responsibilities: 'Administrar medicamentos.',
      skills: 'Licencia de enfermería.',
      whatWeOffer: 'Seguro médico.',
    },
  };
  const textOf = (name: string) =>
    within(screen.getByRole('region', { name })).getByText(/./, { selector: 'p' });

  it("shows the job's Spanish version: title, texts, page title and description, apply and share", async () => {
    stubJob(jsonResponse(spanishJob));
    const { container } = renderSpanishDocument(`/jobs/${spanishJob._id}`);

    const h1 = await screen.findByRole('heading', { level: 1, name: 'Enfermera registrada' });
    expect(h1).not.toHaveAttribute('lang');
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Resumen',
      'Quiénes somos',
      'Descripción',
      'Responsabilidades',
      'Habilidades',
      'Qué ofrecemos',
      '¿Tiene preguntas?',
    ]);
    expect(textOf('Descripción').textContent).toBe(
      'Cuidar a los pacientes.\nTrabajar con un gran equipo.',
    );
    expect(textOf('Descripción')).not.toHaveAttribute('lang');
    expect(textOf('Responsabilidades')).toHaveTextContent('Administrar medicamentos.');
    expect(textOf('Habilidades')).toHaveTextContent('Licencia de enfermería.');
    expect(textOf('Qué ofrecemos')).toHaveTextContent('Seguro médico.');
    // About us has no Spanish version: the English text, marked as English.
    expect(textOf('Quiénes somos')).toHaveTextContent('A community hospital.');
    expect(textOf('Quiénes somos')).toHaveAttribute('lang', 'en');
    expect(screen.queryByText('Este anuncio está publicado en inglés.')).not.toBeInTheDocument();
    expect(screen.queryByText(/Care for patients|Give medication|RN licence/)).toBeNull();

    await waitFor(() => {
      expect(document.title).toBe('Enfermera registrada en Springfield, IL | Test Staffing');
    });
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Cuidar a los pacientes. Trabajar con un gran equipo.',
    );
    expect(islandProps(container, 'apply')).toMatchObject({
      target: { kind: 'job', jobId: spanishJob._id, jobTitle: 'Enfermera registrada' },
    });
    expect(islandProps(container, 'share-job')).toEqual({
      url: `${testSiteConfig.publicUrl}/es/jobs/${spanishJob._id}`,
      title: 'Enfermera registrada',
    });
    expect(islandProps(container, 'save-job')).toMatchObject({ jobTitle: 'Enfermera registrada' });
  });

  it('shows in English, marked lang="en", the texts a Spanish version leaves out', async () => {
    stubJob(
      jsonResponse({
        ...fullJob,
        spanish: { title: 'Enfermera registrada', description: 'Cuidar a los pacientes.' },
      }),
    );
    renderSpanishDocument(`/jobs/${fullJob._id}`);

    await screen.findByRole('heading', { level: 1, name: 'Enfermera registrada' });
    expect(textOf('Descripción')).not.toHaveAttribute('lang');
    expect(textOf('Responsabilidades')).toHaveTextContent('Give medication.');
    expect(textOf('Responsabilidades')).toHaveAttribute('lang', 'en');
    expect(textOf('Habilidades')).toHaveAttribute('lang', 'en');
    expect(textOf('Qué ofrecemos')).toHaveTextContent('Health insurance.');
    expect(textOf('Qué ofrecemos')).toHaveAttribute('lang', 'en');
    expect(screen.queryByText('Este anuncio está publicado en inglés.')).not.toBeInTheDocument();
  });

  it('without a Spanish version, shows the English posting marked lang="en" and says it is in English', async () => {
    for (const job of [{ ...fullJob, spanish: null }, fullJob]) {
      stubJob(jsonResponse(job));
      const { unmount } = renderSpanishDocument(`/jobs/${job._id}`);

      const h1 = await screen.findByRole('heading', { level: 1, name: 'Registered Nurse' });
      expect(h1).toHaveAttribute('lang', 'en');
      const note = screen.getByRole('note');
      expect(note).toHaveTextContent(/^Este anuncio está publicado en inglés\.$/);
      expect(note).not.toHaveAttribute('lang');
      for (const [section, text] of [
        ['Quiénes somos', 'A community hospital.'],
        ['Descripción', 'Care for patients.\nWork with a great team.'],
        ['Responsabilidades', 'Give medication.'],
        ['Habilidades', 'RN licence.'],
        ['Qué ofrecemos', 'Health insurance.'],
      ] as const) {
        expect(textOf(section).textContent, section).toBe(text);
        expect(textOf(section), section).toHaveAttribute('lang', 'en');
      }
      // The facts line and the overview are the page's own words, already Spanish.
      expect(screen.getByRole('region', { name: 'Resumen' })).toHaveTextContent('Medio tiempo');
      unmount();
    }
  });

  it('leaves the English page as it was: no note, no lang marks, the English texts', async () => {
    stubJob(jsonResponse(spanishJob));
    const { container } = renderDocument(`/jobs/${spanishJob._id}`);

    const h1 = await screen.findByRole('heading', { level: 1, name: 'Registered Nurse' });
    expect(h1).not.toHaveAttribute('lang');
    expect(screen.queryByRole('note')).toBeNull();
    expect(container.querySelector('main [lang]')).toBeNull();
    expect(screen.queryByText(/Enfermera|Cuidar/)).toBeNull();
    expect(islandProps(container, 'share-job')).toEqual({
      url: `${testSiteConfig.publicUrl}/jobs/${spanishJob._id}`,
      title: 'Registered Nurse',
    });
  });
});
