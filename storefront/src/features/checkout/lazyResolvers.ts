import type { FieldValues, Resolver } from 'react-hook-form';
import type * as SchemaResolvers from './schemaResolvers';

type Name = keyof typeof SchemaResolvers;

/**
 * A step's zod resolver, loaded on its first validation (a submit or a corrected field): the checkout's first load
 * has no zod (issue 15, page weight). react-hook-form awaits resolvers, so the shopper sees the same errors.
 */
export function lazyResolver<T extends FieldValues>(name: Name): Resolver<T> {
  return async (values, context, options) => {
    const resolvers = await import('./schemaResolvers');
    return (resolvers[name] as unknown as Resolver<T>)(values, context, options);
  };
}
