import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver from a contract schema. A form holds what its fields show (text,
 * `Values`); the submit handler gets what the schema makes of it (`Output`). zodResolver types
 * the form's values as the schema's input, which a form of text fields does not match, so the
 * one cast between the two lives here.
 */
export function contractResolver<Values extends FieldValues, Output, Context = unknown>(schema: z.ZodType<Output>): Resolver<Values, Context, Output> {
  return zodResolver(schema as never) as unknown as Resolver<Values, Context, Output>;
}
