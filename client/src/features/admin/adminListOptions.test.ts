import { describe, expect, it } from 'vitest';
import { refusalMessage } from './adminListOptions.ts';

describe('refusalMessage', () => {
  it('names each refused field with its messages', () => {
    expect(
      refusalMessage({
        message: 'Bad request',
        fieldErrors: { password: ['Password must be at least 10 characters long.'], first_name: ['Missing.'] },
      }),
    ).toBe('password: Password must be at least 10 characters long.; first name: Missing.');
  });
  it('falls back to the message', () => {
    expect(refusalMessage({ message: 'Forbidden' })).toBe('Forbidden');
    expect(refusalMessage({})).toBe('Sorry, an unknown error occurred');
  });
});
