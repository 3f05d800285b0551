import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_JOB_SCHEDULE } from '@staffing/shared/constants';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/test-utils';
import { makeJob } from '../testing/fake-jobs-api';
import { todayIsoDate } from '../utils/job-dates';
import { JobForm } from './job-form';
import { jobToFormValues, toCreateJobInput, toUpdateJobInput } from './job-form-values';

function renderForm(props: Partial<Parameters<typeof JobForm>[0]> = {}) {
  const onSubmit = vi.fn(() => Promise.resolve());
  const result = renderWithProviders(
    <JobForm submitLabel="Post Job" submittingLabel="Posting..." onSubmit={onSubmit} {...props} />,
  );
  return { ...result, onSubmit };
}

function optionLabels(select: HTMLElement) {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
}

async function fillRequired(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByLabelText('Job title'), 'Registered Nurse');
  await user.type(screen.getByLabelText('Location'), 'Dallas, TX');
  await user.selectOptions(screen.getByLabelText('Industry'), 'Healthcare');
  await user.type(screen.getByLabelText('Salary'), '$40 per hour');
  await user.type(screen.getByLabelText('Description'), 'Line one\nLine two');
  await user.type(screen.getByLabelText('Responsibilities'), 'Patient care');
  await user.type(screen.getByLabelText('Skills'), 'RN license');
}

describe('JobForm', () => {
  it('starts with the spec defaults: Full-Time, the standard schedule, no industry chosen', () => {
    renderForm();

    expect(screen.getByLabelText('Job type')).toHaveValue('Full-Time');
    expect(screen.getByLabelText('Schedule')).toHaveValue(DEFAULT_JOB_SCHEDULE);
    expect(screen.getByLabelText('Industry')).toHaveValue('');
    expect(optionLabels(screen.getByLabelText('Industry'))).toEqual([
      'Select an industry',
      'Business',
      'Construction',
      'Healthcare',
      'IT and Tech',
      'Drivers',
    ]);
    expect(optionLabels(screen.getByLabelText('Job type'))).toEqual([
      'Full-Time',
      'Part-Time',
      'Contract',
      'Internship',
      'Temporary',
    ]);
    expect(screen.getByLabelText('Job title')).toHaveValue('');
    expect(screen.getByLabelText('About us (optional)')).toHaveValue('');
    expect(screen.getByLabelText('What we offer (optional)')).toHaveValue('');
  });

  it('starts a new job as Open with no closing date, which can be today or later', () => {
    renderForm();

    const status = screen.getByLabelText('Status');
    expect(status).toHaveValue('open');
    expect(optionLabels(status)).toEqual(['Open', 'Filled', 'Closed']);
    const closing = screen.getByLabelText('Closing date (optional)');
    expect(closing).toHaveAttribute('type', 'date');
    expect(closing).toHaveValue('');
    expect(closing).toHaveAttribute('min', todayIsoDate());
    expect(closing).toHaveAccessibleDescription(
      'The last day to apply. Leave empty for no closing date.',
    );
  });

  it('shows an error next to each empty required field and does not submit', async () => {
    const { user, onSubmit } = renderForm();
    await user.clear(screen.getByLabelText('Schedule'));
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    const expected: [string, string][] = [
      ['Job title', 'Title is required'],
      ['Location', 'Location is required'],
      ['Industry', 'Choose an industry'],
      ['Salary', 'Salary is required'],
      ['Schedule', 'Schedule is required'],
      ['Description', 'Description is required'],
      ['Responsibilities', 'Responsibilities is required'],
      ['Skills', 'Skills is required'],
    ];
    for (const [label, message] of expected) {
      const control = screen.getByLabelText(label);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.getByLabelText('About us (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('What we offer (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Job type')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Status')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Closing date (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Job title')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the flat, trimmed values with empty optional sections left out', async () => {
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Registered Nurse',
      location: 'Dallas, TX',
      industry: 'Healthcare',
      salary: '$40 per hour',
      type: 'Full-Time',
      schedule: DEFAULT_JOB_SCHEDULE,
      description: 'Line one\nLine two',
      responsibilities: 'Patient care',
      skills: 'RN license',
      aboutUs: undefined,
      whatWeOffer: undefined,
      status: 'open',
      validThrough: null,
      // The structured facts: blank boxes (read from the text by the API) and the defaults.
      salaryCurrency: 'USD',
      workplace: 'on-site',
      questions: [],
      // No Spanish version.
      spanishVersion: null,
    });
  });

  it('submits the chosen status and closing date', async () => {
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Status'), 'Filled');
    await user.type(screen.getByLabelText('Closing date (optional)'), '2999-12-31');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'filled', validThrough: '2999-12-31' }),
    );
  });

  it('refuses a closing date in the past when posting, next to the field', async () => {
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Closing date (optional)'), '2020-01-31');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    const closing = screen.getByLabelText('Closing date (optional)');
    expect(closing).toHaveAttribute('aria-invalid', 'true');
    expect(closing).toHaveAccessibleDescription(
      expect.stringContaining('The closing date cannot be in the past'),
    );
    expect(closing).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts today as the closing date when posting', async () => {
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Closing date (optional)'), todayIsoDate());
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ validThrough: todayIsoDate() }),
    );
  });

  it("puts the server's field errors, flat or nested, next to their fields", async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError(400, 'Some fields are missing or invalid.', {
          title: 'Title must be at most 200 characters',
          'overview.salary': 'Salary must be at most 100 characters',
        }),
      ),
    );
    const { user } = renderForm({ onSubmit, errorMessage: 'Error posting job' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(await screen.findByText('Title must be at most 200 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Job title')).toHaveAccessibleDescription(
      'Title must be at most 200 characters',
    );
    expect(screen.getByLabelText('Salary')).toHaveAccessibleDescription(
      expect.stringContaining('Salary must be at most 100 characters'),
    );
    expect(screen.getByLabelText('Job title')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error posting job$/);
  });

  it('offers Drivers when editing and starts from the job, Drivers included', () => {
    const job = makeJob(1, {
      overview: { ...makeJob(1).overview, industry: 'Drivers', type: 'Contract' },
      aboutUs: 'A family firm.',
    });
    renderForm({ defaultValues: jobToFormValues(job), submitLabel: 'Save Changes' });

    expect(screen.getByLabelText('Industry')).toHaveValue('Drivers');
    expect(screen.getByRole('option', { name: 'Drivers' })).toBeInTheDocument();
    expect(screen.getByLabelText('Job type')).toHaveValue('Contract');
    expect(screen.getByLabelText('Job title')).toHaveValue('Job number 1');
    expect(screen.getByLabelText('About us (optional)')).toHaveValue('A family firm.');
    expect(screen.getByLabelText('What we offer (optional)')).toHaveValue('');
  });

  it("starts the edit form from the job's status and closing date, and lets a past date stand", async () => {
    const job = makeJob(1, { status: 'closed', validThrough: '2020-03-31T23:59:59.999Z' });
    const { user, onSubmit } = renderForm({
      mode: 'edit',
      defaultValues: jobToFormValues(job),
      submitLabel: 'Save Changes',
    });

    expect(screen.getByLabelText('Status')).toHaveValue('closed');
    const closing = screen.getByLabelText('Closing date (optional)');
    expect(closing).toHaveValue('2020-03-31');
    expect(closing).not.toHaveAttribute('min');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'closed', validThrough: '2020-03-31' }),
    );
  });

  it('clears the closing date when the edit form empties it', async () => {
    const job = makeJob(1, { status: 'open', validThrough: '2999-01-15T23:59:59.999Z' });
    const { user, onSubmit } = renderForm({
      mode: 'edit',
      defaultValues: jobToFormValues(job),
      submitLabel: 'Save Changes',
    });
    await user.clear(screen.getByLabelText('Closing date (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'open', validThrough: null }),
    );
  });

  it("puts the server's status and closing date errors next to those fields", async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new ApiError(400, 'Some fields are missing or invalid.', {
          status: 'Choose a status',
          validThrough: 'Use a date like 2026-12-31',
        }),
      ),
    );
    const { user } = renderForm({ onSubmit });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(await screen.findByText('Choose a status')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveAccessibleDescription(
      expect.stringContaining('Choose a status'),
    );
    expect(screen.getByLabelText('Closing date (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Use a date like 2026-12-31'),
    );
  });

  const flatValues = {
    title: 'T',
    location: 'L',
    industry: 'Drivers',
    salary: 'S',
    type: 'Temporary',
    schedule: 'Nights',
    description: 'D',
    responsibilities: 'R',
    skills: 'K',
    aboutUs: undefined,
    whatWeOffer: 'W',
    status: 'filled',
    validThrough: null,
    spanishVersion: null,
  } as const;

  it('sends a closing date on create only when there is one', () => {
    expect(toCreateJobInput(flatValues)).not.toHaveProperty('validThrough');
    expect(toCreateJobInput({ ...flatValues, validThrough: '2999-01-01' })).toMatchObject({
      status: 'filled',
      validThrough: '2999-01-01',
    });
  });

  it('turns the flat values into the nested object the edit call takes', () => {
    expect(toUpdateJobInput(flatValues)).toEqual({
      overview: {
        title: 'T',
        location: 'L',
        industry: 'Drivers',
        salary: 'S',
        type: 'Temporary',
        schedule: 'Nights',
      },
      details: { description: 'D', responsibilities: 'R', skills: 'K' },
      aboutUs: undefined,
      whatWeOffer: 'W',
      // Sent every time: [] removes the questions the job had.
      screeningQuestions: [],
      // Sent every time: null removes the Spanish version the job had.
      spanish: null,
      // Sent every time: null clears a closing date the job had.
      status: 'filled',
      validThrough: null,
    });
  });

  describe('Spanish version', () => {
    const SPANISH_LABELS = [
      'Job title in Spanish',
      'Description in Spanish',
      'Responsibilities in Spanish (optional)',
      'Skills in Spanish (optional)',
      'What we offer in Spanish (optional)',
    ];
    const summary = () => screen.getByText('Spanish version (optional)');

    it('is folded away at first, its five boxes marked as Spanish, with what empty boxes do', async () => {
      const { user } = renderForm();

      expect(summary().tagName).toBe('SUMMARY');
      expect(summary().closest('details')).not.toHaveAttribute('open');
      for (const label of SPANISH_LABELS) expect(screen.queryByLabelText(label)).toBeNull();

      await user.click(summary());
      for (const label of SPANISH_LABELS) {
        const box = await screen.findByLabelText(label);
        expect(box, label).toBeVisible();
        expect(box, label).toHaveAttribute('lang', 'es');
        expect(box, label).toHaveValue('');
      }
      expect(screen.getByText(/any box left empty shows the English text there/)).toBeVisible();
      expect(screen.getByRole('group', { name: 'Spanish version' })).toBeVisible();
    });

    it('submits what is written, trimmed, and posts it with the job', async () => {
      const { user, onSubmit } = renderForm();
      await fillRequired(user);
      await user.click(summary());
      await user.type(screen.getByLabelText('Job title in Spanish'), '  Enfermera registrada ');
      await user.type(screen.getByLabelText('Description in Spanish'), 'Línea uno\nLínea dos');
      await user.type(screen.getByLabelText('Skills in Spanish (optional)'), 'Licencia');
      await user.click(screen.getByRole('button', { name: 'Post Job' }));

      const spanish = {
        title: 'Enfermera registrada',
        description: 'Línea uno\nLínea dos',
        skills: 'Licencia',
      };
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ spanishVersion: spanish }));
      const [[values]] = onSubmit.mock.calls as unknown as [
        [Parameters<typeof toCreateJobInput>[0]],
      ];
      expect(toCreateJobInput(values)).toMatchObject({ title: 'Registered Nurse', spanish });
      // A job without one is posted with the spec's payload alone.
      expect(toCreateJobInput({ ...values, spanishVersion: null })).not.toHaveProperty('spanish');
    });

    it('needs a title and a description with any Spanish text, unfolding itself to say so', async () => {
      const { user, onSubmit } = renderForm();
      await fillRequired(user);
      await user.click(summary());
      await user.type(screen.getByLabelText('Skills in Spanish (optional)'), 'Licencia');
      // Folded again (its text kept): the messages must still be seen.
      await user.click(summary());
      expect(screen.queryByLabelText('Job title in Spanish')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Post Job' }));

      const title = await screen.findByLabelText('Job title in Spanish');
      expect(screen.getByLabelText('Skills in Spanish (optional)')).toHaveValue('Licencia');
      expect(title).toBeVisible();
      expect(title).toHaveAttribute('aria-invalid', 'true');
      expect(title).toHaveAccessibleDescription(
        'Add the job title in Spanish, or leave the Spanish version empty',
      );
      expect(screen.getByLabelText('Description in Spanish')).toHaveAccessibleDescription(
        'Add the description in Spanish, or leave the Spanish version empty',
      );
      expect(title).toHaveFocus();
      expect(onSubmit).not.toHaveBeenCalled();
    });

    it("starts the edit form from the job's Spanish version, unfolded, and removes it when emptied", async () => {
      const job = makeJob(1, {
        spanish: { title: 'Trabajo número 1', description: 'Descripción.', whatWeOffer: 'Seguro' },
      });
      const { user, onSubmit } = renderForm({
        mode: 'edit',
        defaultValues: jobToFormValues(job),
        submitLabel: 'Save Changes',
      });

      expect(summary().closest('details')).toHaveAttribute('open');
      expect(screen.getByLabelText('Job title in Spanish')).toHaveValue('Trabajo número 1');
      expect(screen.getByLabelText('Description in Spanish')).toHaveValue('Descripción.');
      expect(screen.getByLabelText('Skills in Spanish (optional)')).toHaveValue('');
      expect(screen.getByLabelText('What we offer in Spanish (optional)')).toHaveValue('Seguro');

      for (const label of SPANISH_LABELS) await user.clear(screen.getByLabelText(label));
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ spanishVersion: null }));
      const [[values]] = onSubmit.mock.calls as unknown as [
        [Parameters<typeof toUpdateJobInput>[0]],
      ];
      expect(toUpdateJobInput(values)).toMatchObject({ spanish: null });
    });

    it("puts the server's messages on its boxes, unfolding it", async () => {
      const onSubmit = vi.fn(() =>
        Promise.reject(
          new ApiError(400, 'Some fields are missing or invalid.', {
            'spanish.description': 'Description in Spanish must be at most 20000 characters',
          }),
        ),
      );
      const { user } = renderForm({ onSubmit });
      await fillRequired(user);
      await user.click(screen.getByRole('button', { name: 'Post Job' }));

      const description = await screen.findByLabelText('Description in Spanish');
      expect(
        await screen.findByText('Description in Spanish must be at most 20000 characters'),
      ).toBeVisible();
      expect(description).toHaveAccessibleDescription(
        'Description in Spanish must be at most 20000 characters',
      );
      expect(description).toHaveFocus();
    });
  });
});
