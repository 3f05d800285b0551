import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SCREENING_MESSAGES } from '@staffing/shared/screening-schemas';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from '@/testing/test-utils';
import { makeJob } from '../testing/fake-jobs-api';
import { JobForm } from './job-form';
import { jobToFormValues, toCreateJobInput, type JobFormValues } from './job-form-values';

function renderForm(props: Partial<Parameters<typeof JobForm>[0]> = {}) {
  const onSubmit = vi.fn((_values: JobFormValues) => Promise.resolve());
  const result = renderWithProviders(
    <JobForm submitLabel="Post Job" submittingLabel="Posting..." onSubmit={onSubmit} {...props} />,
  );
  return { ...result, onSubmit };
}

async function fillRequired(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByLabelText('Job title'), 'Truck Driver');
  await user.type(screen.getByLabelText('Location'), 'Joliet, IL');
  await user.selectOptions(screen.getByLabelText('Industry'), 'Drivers');
  await user.type(screen.getByLabelText('Salary'), '$30 per hour');
  await user.type(screen.getByLabelText('Description'), 'Drive.');
  await user.type(screen.getByLabelText('Responsibilities'), 'Deliveries');
  await user.type(screen.getByLabelText('Skills'), 'CDL-A');
}

const section = () => screen.getByRole('group', { name: 'Screening questions' });
const question = (number: number) =>
  within(section()).getByRole('group', { name: `Question ${String(number)}` });

describe('JobForm: screening questions', () => {
  it('adds a yes-no knock-out question and a number question with a range', async () => {
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    expect(within(section()).getByText('0 of 10 questions')).toBeInTheDocument();

    await user.click(within(section()).getByRole('button', { name: 'Add a question' }));
    const first = question(1);
    await user.type(within(first).getByLabelText(/Question asked/), 'Do you hold a CDL-A licence?');
    expect(within(first).getByLabelText('Answer')).toHaveValue('yes-no');
    expect(within(first).getByRole('checkbox', { name: 'Applicants must answer' })).toBeChecked();
    await user.click(within(first).getByRole('checkbox', { name: 'No' }));

    await user.click(within(section()).getByRole('button', { name: 'Add a question' }));
    const second = question(2);
    await user.type(within(second).getByLabelText(/Question asked/), 'Years of driving');
    await user.selectOptions(within(second).getByLabelText('Answer'), 'number');
    await user.click(within(second).getByRole('checkbox', { name: 'Applicants must answer' }));
    await user.type(within(second).getByLabelText('Lowest accepted number (optional)'), '2');

    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    const values = onSubmit.mock.calls[0]?.[0];
    expect(values?.questions).toEqual([
      {
        id: expect.stringMatching(/^q[a-z0-9]+$/) as unknown,
        kind: 'yes-no',
        label: 'Do you hold a CDL-A licence?',
        required: true,
        knockOut: ['no'],
      },
      {
        id: expect.stringMatching(/^q[a-z0-9]+$/) as unknown,
        kind: 'number',
        label: 'Years of driving',
        required: false,
        knockOut: { min: 2 },
      },
    ]);
    // Sent to the API as the job's screeningQuestions.
    expect(values && toCreateJobInput(values).screeningQuestions).toEqual(values?.questions);
  });

  it('edits the choices of a choice question with knock-outs among them', async () => {
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    await user.click(within(section()).getByRole('button', { name: 'Add a question' }));
    const first = question(1);
    await user.type(within(first).getByLabelText(/Question asked/), 'Which shift?');
    await user.selectOptions(within(first).getByLabelText('Answer'), 'choice');
    await user.type(within(first).getByLabelText('Choice 1'), 'Days');
    await user.type(within(first).getByLabelText('Choice 2'), 'Nights');
    await user.click(within(first).getByRole('button', { name: 'Add a choice' }));
    await user.type(within(first).getByLabelText('Choice 3'), 'Weekends only');
    await user.click(within(first).getByRole('checkbox', { name: 'Knock-out (choice 3)' }));
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    expect(onSubmit.mock.calls[0]?.[0].questions).toEqual([
      expect.objectContaining({
        kind: 'choice',
        choices: ['Days', 'Nights', 'Weekends only'],
        knockOut: ['Weekends only'],
      }),
    ]);
  });

  it('shows clear inline errors and does not submit', async () => {
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    await user.click(within(section()).getByRole('button', { name: 'Add a question' }));
    await user.click(within(section()).getByRole('button', { name: 'Add a question' }));
    const first = question(1);
    await user.selectOptions(within(first).getByLabelText('Answer'), 'choice');
    await user.type(within(first).getByLabelText('Choice 1'), 'Days');
    const second = question(2);
    await user.type(within(second).getByLabelText(/Question asked/), 'Years?');
    await user.selectOptions(within(second).getByLabelText('Answer'), 'number');
    await user.type(within(second).getByLabelText('Lowest accepted number (optional)'), '5');
    await user.type(within(second).getByLabelText('Highest accepted number (optional)'), '1');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));

    const label = within(first).getByLabelText(/Question asked/);
    expect(await within(first).findByText(SCREENING_MESSAGES.labelRequired)).toBeInTheDocument();
    expect(label).toHaveAttribute('aria-invalid', 'true');
    expect(label).toHaveAccessibleDescription(
      expect.stringContaining(SCREENING_MESSAGES.labelRequired),
    );
    const emptyChoice = within(first).getByLabelText('Choice 2');
    expect(emptyChoice).toHaveAccessibleDescription(SCREENING_MESSAGES.choiceRequired);
    const max = within(second).getByLabelText('Highest accepted number (optional)');
    expect(max).toHaveAccessibleDescription(SCREENING_MESSAGES.knockOutRangeBackwards);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reorders and removes questions, and stops at ten', async () => {
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    const add = within(section()).getByRole('button', { name: 'Add a question' });
    await user.click(add);
    await user.click(add);
    await user.type(within(question(1)).getByLabelText(/Question asked/), 'First');
    await user.type(within(question(2)).getByLabelText(/Question asked/), 'Second');
    expect(within(question(1)).getByRole('button', { name: 'Move up question 1' })).toBeDisabled();
    await user.click(within(question(2)).getByRole('button', { name: 'Move up question 2' }));
    expect(within(question(1)).getByLabelText(/Question asked/)).toHaveValue('Second');
    expect(within(question(2)).getByLabelText(/Question asked/)).toHaveValue('First');
    await user.click(within(question(1)).getByRole('button', { name: 'Remove question 1' }));
    expect(within(question(1)).getByLabelText(/Question asked/)).toHaveValue('First');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(onSubmit.mock.calls[0]?.[0].questions?.map((entry) => entry.label)).toEqual(['First']);

    for (let count = 1; count < 10; count += 1) await user.click(add);
    expect(within(section()).getByText('10 of 10 questions')).toBeInTheDocument();
    expect(add).toBeDisabled();
  });

  it("starts an edit from the job's questions and puts the server's messages next to them", async () => {
    const job = makeJob(1, {
      screeningQuestions: [
        { id: 'cdl', kind: 'yes-no', label: 'CDL-A?', required: true, knockOut: ['no'] },
        { id: 'pay', kind: 'number', label: 'Pay wanted', required: false, knockOut: { max: 40 } },
      ],
    });
    const { user } = renderForm({
      mode: 'edit',
      defaultValues: jobToFormValues(job),
      onSubmit: () =>
        Promise.reject(
          new ApiError(400, 'Some fields are missing or invalid.', {
            'screeningQuestions.1.knockOut.max': SCREENING_MESSAGES.answerNumberRange,
          }),
        ),
    });
    expect(within(question(1)).getByLabelText(/Question asked/)).toHaveValue('CDL-A?');
    expect(within(question(1)).getByRole('checkbox', { name: 'No' })).toBeChecked();
    expect(within(question(1)).getByRole('checkbox', { name: 'Yes' })).not.toBeChecked();
    const max = within(question(2)).getByLabelText('Highest accepted number (optional)');
    expect(max).toHaveValue('40');

    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText(SCREENING_MESSAGES.answerNumberRange)).toBeInTheDocument();
    expect(max).toHaveAttribute('aria-invalid', 'true');
  });
});
