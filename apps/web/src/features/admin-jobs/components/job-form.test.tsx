import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_JOB_SCHEDULE } from '@staffing/shared/constants';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/test-utils';
import { makeJob } from '../testing/fake-jobs-api';
import { JobForm, jobToFormValues, toUpdateJobInput } from './job-form';

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
    });
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

  it('turns the flat values into the nested object the edit call takes', () => {
    expect(
      toUpdateJobInput({
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
      }),
    ).toEqual({
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
    });
  });
});
