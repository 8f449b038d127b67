import { hash, verify } from '@node-rs/argon2';

/** Argon2id with the library's defaults (19 MiB, 2 passes): OWASP's baseline for interactive logins. */
export async function hashPassword(plain: string): Promise<string> {
  if (plain.length === 0) throw new Error('a password cannot be empty');
  return hash(plain);
}

/** False (never a throw) for a malformed stored hash, so a corrupt row reads as a failed login. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
