import { describe, expect, it } from 'vitest';
import { classifyWrite } from './audit-targets.ts';

describe('classifyWrite', () => {
  it('reads the model APIs: create, update, delete and bulk delete', () => {
    expect(classifyWrite('POST', '/api/v1/chart/')).toEqual({
      resourceType: 'chart',
      action: 'create',
      model: 'chart',
      ids: [],
      idFromAnswer: true,
    });
    expect(classifyWrite('PUT', '/api/v1/chart/12')).toMatchObject({
      resourceType: 'chart',
      action: 'update',
      ids: [12],
    });
    expect(classifyWrite('DELETE', '/api/v1/security/users/3')).toMatchObject({
      model: 'user',
      action: 'delete',
      ids: [3],
    });
    expect(classifyWrite('DELETE', '/api/v1/css_template', { bulkIds: [4, 5] })).toMatchObject({
      resourceType: 'css_template',
      ids: [4, 5],
    });
    expect(classifyWrite('PUT', '/api/v1/rowlevelsecurity/9')).toMatchObject({ model: 'rlsFilter', ids: [9] });
  });

  it('records writes under an object on that object, and annotations under their layer', () => {
    expect(classifyWrite('PUT', '/api/v1/dashboard/5/colors')).toMatchObject({
      resourceType: 'dashboard_colors',
      model: 'dashboard',
      action: 'update',
      ids: [5],
    });
    expect(classifyWrite('POST', '/api/v1/security/roles/2/permissions/')).toMatchObject({
      resourceType: 'role_permissions',
      ids: [2],
    });
    expect(classifyWrite('PUT', '/api/v1/annotation_layer/3/annotation/8')).toMatchObject({
      resourceType: 'annotation',
      model: 'annotation',
      ids: [8],
    });
    expect(classifyWrite('POST', '/api/v1/annotation_layer/3/annotation/')).toMatchObject({
      resourceType: 'annotation',
      idFromAnswer: true,
    });
  });

  it('names the caller as the object of /me', () => {
    expect(classifyWrite('PUT', '/api/v1/me/password', { userId: 7 })).toMatchObject({
      resourceType: 'user_password',
      model: 'user',
      ids: [7],
    });
  });

  it('keeps other writes without a model, and leaves out reads, checks and sign-ins', () => {
    expect(classifyWrite('POST', '/api/v1/explore/permalink')).toMatchObject({
      resourceType: 'explore_permalink',
      model: null,
      action: 'create',
    });
    expect(classifyWrite('POST', '/api/v1/chart/import/')).toMatchObject({ resourceType: 'chart_import', model: null });
    for (const [method, path] of [
      ['GET', '/api/v1/chart/1'],
      ['POST', '/api/v1/chart/data'],
      ['PUT', '/api/v1/chart/warm_up_cache'],
      ['POST', '/api/v1/database/test_connection/'],
      ['POST', '/api/v1/security/login'],
      ['POST', '/login/'],
      ['POST', '/logout'],
    ] as const) {
      expect(classifyWrite(method, path), `${method} ${path}`).toBeNull();
    }
  });
});
