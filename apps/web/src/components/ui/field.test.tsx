import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Field } from './field';

describe('Field', () => {
  it('labels the control and links its hint', () => {
    render(
      <Field label="Email" hint="We never share it.">
        <input type="email" />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and describes it by the error', () => {
    render(
      <Field label="Email" hint="Work address." error="Enter a valid email address.">
        <input type="email" />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Work address. Enter a valid email address.');
  });

  it('keeps an id the control already describes itself with', () => {
    render(
      <>
        <p id="own">Own note.</p>
        <Field label="Name" required>
          <input aria-describedby="own" />
        </Field>
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('Own note.');
    expect(input).toHaveAttribute('aria-required', 'true');
  });

  it('points at a message shown elsewhere while invalid', () => {
    render(
      <>
        <p id="form-error">Email or password is incorrect.</p>
        <Field label="Password" invalid describedBy="form-error">
          <input type="password" />
        </Field>
      </>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email or password is incorrect.');
  });

  it('hands the wiring to a render prop', () => {
    render(
      <Field label="Resume" hint="PDF or Word" error="Choose a file.">
        {(control) => (
          <span>
            <input type="file" {...control} />
          </span>
        )}
      </Field>,
    );
    const input = screen.getByLabelText('Resume');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('PDF or Word Choose a file.');
  });

  it('works with react-hook-form register', async () => {
    let submitted: { city: string } | undefined;
    function Form() {
      const {
        register,
        handleSubmit,
        formState: { errors },
      } = useForm<{ city: string }>({ defaultValues: { city: '' } });
      return (
        <form
          onSubmit={(event) =>
            void handleSubmit((values) => {
              submitted = values;
            })(event)
          }
        >
          <Field label="City" error={errors.city?.message}>
            <input {...register('city', { required: 'Enter a city.' })} />
          </Field>
          <button type="submit">Save</button>
        </form>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByLabelText('City');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a city.');
    await user.type(input, 'Boston');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(submitted).toEqual({ city: 'Boston' });
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
