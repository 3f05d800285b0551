import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreeningQuestion } from '@staffing/shared/screening-schemas';
import { jsonResponse } from '@/testing/test-data';
import { hydrateIsland } from '@/testing/hydrate-island';
import ApplyIsland from './apply';

// The modal's module is compiled by vitest on first use; under load that can take a while.
configure({ asyncUtilTimeout: 5000 });

// Counts the downloads of the modal's code: the island must not ask for it until the
// visitor reaches for the button.
const modalModuleLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock(
  '@/features/public/applications/components/apply-modal-with-questions',
  async (importOriginal) => {
    modalModuleLoads.count += 1;
    return importOriginal();
  },
);

const JOB_ID = '11111111-2222-4333-8444-555555555555';
const QUESTION: ScreeningQuestion = {
  id: 'licence',
  kind: 'yes-no',
  label: 'Do you hold an RN licence?',
  required: true,
};

function jobProps(questions: ScreeningQuestion[] = []) {
  return {
    target: { kind: 'job' as const, jobId: JOB_ID, jobTitle: 'Registered Nurse' },
    applicant: null,
    questions,
    label: 'Apply now',
    block: false,
  };
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apply island', { timeout: 15_000 }, () => {
  it('is the server-drawn button, hydrated as is, hidden where scripts are off', async () => {
    const { container, serverHtml, hydrationErrors } = await hydrateIsland(ApplyIsland, jobProps());
    expect(hydrationErrors).toEqual([]);
    expect(container.innerHTML).toBe(serverHtml);
    const button = within(container).getByRole('button', { name: 'Apply now' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveClass('needs-script');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("fetches the form's code on the first press, not with the page", async () => {
    const { container, user } = await hydrateIsland(ApplyIsland, jobProps([QUESTION]));
    const button = within(container).getByRole('button', { name: 'Apply now' });
    // Hydrated, and nothing of the form downloaded.
    expect(modalModuleLoads.count).toBe(0);

    // Pressing starts the download before the click lands.
    fireEvent.pointerDown(button);
    await vi.waitFor(() => {
      expect(modalModuleLoads.count).toBe(1);
    });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Registered Nurse' });
    expect(within(dialog).getByLabelText('First name')).toHaveFocus();
    // The job's own questions come with its page.
    expect(within(dialog).getByRole('radiogroup', { name: /RN licence/ })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("asks for an opening's questions when the form opens, once per page", async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        jsonResponse({ kind: 'sales-rep', screeningQuestions: [QUESTION], updatedAt: null }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { container, user } = await hydrateIsland(ApplyIsland, {
      target: { kind: 'sales-rep' as const },
      applicant: { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' },
      questions: [],
      label: 'Apply Now',
      block: true,
    });
    expect(fetchMock).not.toHaveBeenCalled();

    const button = within(container).getByRole('button', { name: 'Apply Now' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Sales Representative' });
    expect(
      await within(dialog).findByRole('radiogroup', { name: /RN licence/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Jane');
    expect(fetchMock).toHaveBeenCalledWith('/api/openings/sales-rep/questions', expect.anything());

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(button);
    expect(
      await within(await screen.findByRole('dialog')).findByRole('radiogroup', {
        name: /RN licence/,
      }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
