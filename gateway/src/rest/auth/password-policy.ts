/** The password policy every new or changed password meets (the bootstrap admin's too, when chosen). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Why a password is refused, one sentence per broken rule, or an empty list when it is accepted.
 * Length is counted in characters (code points), so accented letters count once.
 */
export function passwordProblems(password: string, username?: string | null): string[] {
  const problems: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push(`Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
  if (length > PASSWORD_MAX_LENGTH) problems.push(`Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);
  if (password.trim() !== password) problems.push('Password must not start or end with a space.');
  if (length > 0 && new Set(password).size < 4) problems.push('Password must contain at least 4 different characters.');
  const name = username?.trim().toLowerCase();
  if (name && name.length >= 3 && password.toLowerCase().includes(name)) {
    problems.push('Password must not contain the username.');
  }
  return problems;
}
