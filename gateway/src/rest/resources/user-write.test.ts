import { describe, expect, it } from 'vitest';
import { validateUserBody } from './user-write.ts';

const valid = {
  username: 'alice',
  first_name: ' Alice ',
  last_name: 'Liddell',
  email: 'alice@example.com',
  roles: [3, 3],
  password: 'looking-glass-42',
};

describe('user body validation', () => {
  it('accepts a complete body, trimmed, roles deduplicated', () => {
    const { input, errors } = validateUserBody(valid, false);
    expect(errors).toEqual({});
    expect(input).toEqual({ ...valid, first_name: 'Alice', roles: [3] });
  });

  it('requires every field on create, none on update', () => {
    expect(Object.keys(validateUserBody({}, false).errors).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'password',
      'roles',
      'username',
    ]);
    expect(validateUserBody({}, true)).toEqual({ input: {}, errors: {} });
  });

  it('refuses bad values with field messages', () => {
    const { errors } = validateUserBody(
      { ...valid, username: 'a b', email: 'nope', roles: [], active: 'yes', password: 'alice-1234567', extra: 1 },
      false,
    );
    expect(errors).toEqual({
      username: ['Use letters, digits and . _ @ + - only (no spaces).'],
      email: ['Not a valid email address.'],
      roles: ['A user needs at least one role.'],
      active: ['Not a valid boolean.'],
      extra: ['Unknown field.'],
    });
    expect(validateUserBody({ first_name: 'A\u0000', email: 'a\u0000@example.com' }, true).errors).toEqual({
      first_name: ['Must not contain control characters.'],
      email: ['Must not contain control characters.'],
    });
    expect(validateUserBody({ password: 'bob-secret-pw' }, true, 'bob').errors).toEqual({
      password: ['Password must not contain the username.'],
    });
  });
});
