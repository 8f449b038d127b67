import { z } from 'zod';
import { PostProcessingError } from './errors.ts';

/** Validates an operation's options; unknown keys are refused, as Python refuses unknown keyword arguments. */
export function parseOptions<T extends z.ZodType>(schema: T, options: unknown, operation: string): z.infer<T> {
  const result = schema.safeParse(options ?? {});
  if (result.success) return result.data;
  const details = result.error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  throw new PostProcessingError(`Invalid options for ${operation}: ${details}`);
}

export const columnList = z.array(z.string());
export const columnMap = z.record(z.string(), z.string());
export const label = z.union([z.string(), z.number(), z.boolean(), z.null()]);
