import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { MESSAGES } from '@staffing/shared/messages';
import { profileFieldsSchema, type User } from '@staffing/shared/user-schemas';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { FormAlert, FormField, RequiredFieldsNote } from './form-field';
import { ResumePicker } from './resume-picker';
import { serverFieldErrors } from './server-error';
import styles from './profile.module.css';
import formStyles from './auth-form.module.css';

// Spec section 5: first name, last name and email are required; the resume is optional.
// The shared schema is the one the server checks, so both sides say the same thing.
const profileFormSchema = profileFieldsSchema
  .pick({ firstName: true, lastName: true, email: true })
  .extend({ resume: z.instanceof(File).nullable() });
type ProfileFormInput = z.input<typeof profileFormSchema>;
type ProfileFormValues = z.output<typeof profileFormSchema>;

const FIELDS = ['firstName', 'lastName', 'email'] as const;
type ProfileField = (typeof FIELDS)[number];

function isProfileField(name: string): name is ProfileField {
  return (FIELDS as readonly string[]).includes(name);
}

type ProfileEditFormProps = {
  user: User;
  onSaved: (user: User) => void;
  onCancel: () => void;
};

export function ProfileEditForm({ user, onSaved, onCancel }: ProfileEditFormProps) {
  const updateProfile = useUpdateProfile();
  const { t } = useLingui();
  const headingId = useId();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      resume: null,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await updateProfile.mutateAsync(values);
      onSaved(updated);
    } catch (error) {
      for (const [name, message] of Object.entries(serverFieldErrors(error))) {
        if (isProfileField(name)) setError(name, { type: 'server', message });
      }
      setError('root.server', {
        type: 'server',
        // Spec section 8: 'Failed to update profile'; the server's reason (e.g. a 409's
        // 'Email address already in use') follows it.
        message: error instanceof ApiError ? error.message : '',
      });
    }
  });

  const rootError = errors.root?.server;

  return (
    <div className={styles.card}>
      <div className={styles.cardHeader}>
        <h2 id={headingId} className={styles.cardTitle}>
          <Trans>Edit profile</Trans>
        </h2>
      </div>
      <form
        className={formStyles.form}
        aria-labelledby={headingId}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <RequiredFieldsNote />
        <fieldset className={formStyles.fieldset} disabled={isSubmitting}>
          <legend className="visually-hidden">
            <Trans>Your details</Trans>
          </legend>
          <div className={formStyles.row}>
            <FormField
              label={t`First name`}
              required
              autoComplete="given-name"
              autoFocus
              registration={register('firstName')}
              error={errors.firstName?.message}
            />
            <FormField
              label={t`Last name`}
              required
              autoComplete="family-name"
              registration={register('lastName')}
              error={errors.lastName?.message}
            />
          </div>
          <FormField
            label={t`Email`}
            required
            type="email"
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            registration={register('email')}
            error={errors.email?.message}
          />
          <Controller
            control={control}
            name="resume"
            render={({ field }) => (
              <ResumePicker
                label={user.resume ? t`Replace resume` : t`Resume`}
                file={field.value}
                onFileChange={field.onChange}
                disabled={isSubmitting}
              />
            )}
          />
        </fieldset>

        {rootError && (
          <FormAlert key={submitCount} title={MESSAGES.profileUpdateFailed}>
            {rootError.message}
          </FormAlert>
        )}

        <div className={styles.formActions}>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t`Saving…` : t`Save Changes`}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </div>
  );
}
