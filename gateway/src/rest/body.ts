import type { Context } from 'hono';
import type { AppEnv } from './context.ts';
import { BadRequestError } from './errors.ts';

/** The body parsed as JSON; malformed JSON is a 400 naming the problem. */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') throw new BadRequestError('Request is not JSON: the body is empty');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BadRequestError(`Request is not JSON: ${(error as Error).message}`);
  }
}

/** The body as an object of fields, from JSON or a form (`application/x-www-form-urlencoded` / multipart). */
export async function readFields(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  if (isForm(c)) {
    const form = await c.req.parseBody();
    return Object.fromEntries(Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]));
  }
  const body = await readJson(c);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new BadRequestError('Request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

export function isForm(c: Context<AppEnv>): boolean {
  const type = c.req.header('content-type') ?? '';
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
}
