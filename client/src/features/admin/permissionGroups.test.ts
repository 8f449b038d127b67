import { describe, expect, it } from 'vitest';
import { groupPermissions } from './permissionGroups.ts';

const catalogue = [
  { id: '3', name: 'can_write', viewMenu: 'Dashboard' },
  { id: '1', name: 'can_write', viewMenu: 'Chart' },
  { id: '2', name: 'can_read', viewMenu: 'Chart' },
  { id: '4', name: 'can_read', viewMenu: 'Dashboard' },
];

describe('groupPermissions', () => {
  it('groups by resource, both sorted', () => {
    expect(groupPermissions(catalogue, '')).toEqual([
      { resource: 'Chart', permissions: [catalogue[2], catalogue[1]] },
      { resource: 'Dashboard', permissions: [catalogue[3], catalogue[0]] },
    ]);
  });
  it('searches resources and permission names, case-insensitively', () => {
    expect(groupPermissions(catalogue, 'CHART').map((g) => g.permissions.length)).toEqual([2]);
    expect(groupPermissions(catalogue, 'can_write').map((g) => g.permissions.map((p) => p.id))).toEqual([['1'], ['3']]);
    expect(groupPermissions(catalogue, 'nothing')).toEqual([]);
  });
});
