import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver that loads the real one (zod and the form's schema, about 20 KB gzip) on the
 * form's first validation instead of with the page: the fields are interactive at once, and the first
 * check waits only for that one small request. Later checks reuse the loaded resolver.
 */
export function lazyResolver<TInput extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TInput, unknown, TOutput>>,
): Resolver<TInput, unknown, TOutput> {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed download is tried again on the next check
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
