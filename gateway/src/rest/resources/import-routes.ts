import type { Hono } from 'hono';
import { connectionPolicyOf } from '../../auth/connection-policy.ts';
import type { AppEnv } from '../context.ts';
import { BadRequestError } from '../errors.ts';
import { listContext } from '../list/handlers.ts';
import { assertCan } from '../permissions.ts';
import { importBundle } from './bundle/import-bundle.ts';
import { BundleImportError } from './bundle/import-errors.ts';
import { importV0Dashboard, isZip } from './bundle/import-v0.ts';
import { BUNDLE_RESOURCES, type BundleResource } from './bundle/types.ts';

export function parsePasswords(raw: unknown): Record<string, string> {
  if (raw === undefined || raw === '') return {};
  if (typeof raw !== 'string') throw new BadRequestError('passwords must be a JSON object of file name to password');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new BadRequestError(`passwords is not JSON: ${(error as Error).message}`);
  }
  if (
    !value ||
    typeof value !== 'object' ||
    Array.isArray(value) ||
    !Object.values(value).every((v) => typeof v === 'string')
  ) {
    throw new BadRequestError('passwords must be a JSON object of file name to password');
  }
  return value as Record<string, string>;
}

/**
 * `POST /api/v1/{chart,dashboard,dataset,database}/import/` (multipart: formData = the ZIP,
 * passwords, overwrite). 200 `{"message": "OK"}`, or Superset's command error shape (422).
 */
export function mountImportRoutes(app: Hono<AppEnv>): void {
  for (const resource of Object.keys(BUNDLE_RESOURCES) as BundleResource[]) {
    app.post(`/api/v1/${resource}/import`, async (c) => {
      const ctx = listContext(c);
      assertCan(ctx.user, 'can_write', BUNDLE_RESOURCES[resource].view);
      if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
        throw new BadRequestError('Request is not multipart/form-data');
      }
      const form = await c.req.parseBody();
      const upload = form.formData;
      if (!(upload instanceof File)) throw new BadRequestError('Missing formData (the ZIP bundle)');
      const data = new Uint8Array(await upload.arrayBuffer());
      const connections = connectionPolicyOf(c.get('services').config);
      try {
        // Dashboards also take Superset's JSON v0 export (any upload that is not a ZIP).
        if (resource === 'dashboard' && !isZip(data))
          await importV0Dashboard(ctx.prisma, ctx.user, upload.name, data, connections);
        else {
          await importBundle(ctx.prisma, ctx.user, {
            resource,
            connections,
            data,
            passwords: parsePasswords(form.passwords),
            overwrite: form.overwrite === 'true',
            zipLimits: c.get('services').config.zipLimits,
          });
        }
      } catch (error) {
        if (error instanceof BundleImportError) {
          if (error.status === 400) throw new BadRequestError(error.message);
          c.get('log').info({ resource, problems: error.messages }, 'bundle import refused');
          return c.json(error.toBody(), error.status as 422);
        }
        throw error;
      }
      return c.json({ message: 'OK' });
    });
  }
}
