import type { z } from 'zod';
import { loadOnce } from './load-once';

// Messages by field name: the first problem the schema found with each field.
export type FieldMessages = Partial<Record<string, string>>;

export type ValidationResult<T> =
  { data: T; errors?: undefined } | { data?: undefined; errors: FieldMessages };

// A form's zod schema, loaded when the visitor starts filling the form in (preload, from the
// form's first focus) or at the latest when it is first submitted. A public page whose main
// content is a form then starts without zod and the shared schemas, about 27 KB gzip;
// validation itself is the schema's, as on the server.
export function lazyValidation<T>(load: () => Promise<z.ZodType<T>>): {
  validate: (values: unknown) => Promise<ValidationResult<T>>;
  preload: () => void;
} {
  const ready = loadOnce(load);
  return {
    validate: async (values) => {
      const result = (await ready()).safeParse(values);
      if (result.success) return { data: result.data };
      const errors: FieldMessages = {};
      for (const issue of result.error.issues) {
        errors[String(issue.path[0] ?? '')] ??= issue.message;
      }
      return { errors };
    },
    preload: () => {
      ready().catch(() => undefined);
    },
  };
}
