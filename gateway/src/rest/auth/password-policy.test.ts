import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, passwordProblems } from './password-policy.ts';

describe('password policy', () => {
  it('accepts a long, varied password', () => {
    expect(passwordProblems('correct horse battery', 'alice')).toEqual([]);
  });

  it('names each broken rule', () => {
    expect(passwordProblems('short', 'bob')).toEqual(['Password must be at least 10 characters long.']);
    expect(passwordProblems('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toContain(
      'Password must be at most 128 characters long.',
    );
    expect(passwordProblems('aaaaaaaaaaaa')).toEqual(['Password must contain at least 4 different characters.']);
    expect(passwordProblems(' leading-space-pass')).toEqual(['Password must not start or end with a space.']);
    expect(passwordProblems('my-Alice-password', 'alice')).toEqual(['Password must not contain the username.']);
  });

  it('counts characters, not bytes', () => {
    expect(passwordProblems('ééééééééçà')).toEqual(['Password must contain at least 4 different characters.']);
    expect(passwordProblems('éèêëçàâîôû')).toEqual([]);
  });
});
