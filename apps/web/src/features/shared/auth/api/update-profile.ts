import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema, type User } from '@staffing/shared/user-schemas';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from './get-session';

export type UpdateProfileInput = {
  firstName: string;
  lastName: string;
  email: string;
  // Only a newly chosen file is sent; leaving it out keeps the resume on file.
  resume: File | null;
};

export function updateProfile(input: UpdateProfileInput): Promise<User> {
  const form = new FormData();
  form.set('firstName', input.firstName.trim());
  form.set('lastName', input.lastName.trim());
  form.set('email', input.email.trim().toLowerCase());
  if (input.resume) {
    form.set('resume', input.resume, input.resume.name);
    form.set('resumeName', input.resume.name);
  }
  return apiRequest('/api/users/profile', {
    method: 'PUT',
    body: form,
    parse: (data) => userSchema.parse(data),
  });
}

// The answer is the updated user: writing it into the session cache renames the navbar
// and the profile view without another round trip.
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}
