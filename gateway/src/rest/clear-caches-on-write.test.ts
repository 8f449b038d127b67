import { describe, expect, it } from 'vitest';
import { mayWriteMetadata } from './clear-caches-on-write.ts';

describe('mayWriteMetadata', () => {
  it('reads and read-only posts write nothing', () => {
    expect(mayWriteMetadata('GET', '/api/v1/dataset/1')).toBe(false);
    expect(mayWriteMetadata('head', '/health')).toBe(false);
    expect(mayWriteMetadata('POST', '/api/v1/chart/data')).toBe(false);
    expect(mayWriteMetadata('POST', '/api/v1/chart/data/')).toBe(false);
    expect(mayWriteMetadata('POST', '/datasource/samples')).toBe(false);
    expect(mayWriteMetadata('POST', '/api/v1/database/test_connection/')).toBe(false);
  });

  it('every other write may change metadata', () => {
    expect(mayWriteMetadata('PUT', '/api/v1/dataset/3')).toBe(true);
    expect(mayWriteMetadata('DELETE', '/api/v1/database/2')).toBe(true);
    expect(mayWriteMetadata('POST', '/datasource/save/')).toBe(true);
    expect(mayWriteMetadata('POST', '/api/v1/dataset/import/')).toBe(true);
    expect(mayWriteMetadata('POST', '/api/v1/security/login')).toBe(true);
    expect(mayWriteMetadata('PATCH', '/api/v1/chart/data')).toBe(true);
    expect(mayWriteMetadata('POST', '/api/v1/chart/data/extra')).toBe(true);
  });
});
