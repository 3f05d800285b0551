import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from './load-once';

// A form's zod resolver, loaded when the visitor starts filling the form in (preload, from
// the form's first focus) or at the latest when it is first validated. A server-rendered
// page whose main content is a form (the contact page) then starts without zod and the
// shared schemas, about 27 KB gzip; validation itself is unchanged.
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): { resolver: Resolver<Input, Context, Output>; preload: () => void } {
  const ready = loadOnce(load);
  return {
    resolver: async (values, context, options) => (await ready())(values, context, options),
    preload: () => {
      ready().catch(() => undefined);
    },
  };
}
