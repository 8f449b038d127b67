import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A directory that runs out of space (or, where that cannot be made, refuses new files). */
export interface FullDir {
  path: string;
  /** 'tmpfs': a 2 MB tmpfs mounted there (root); 'read-only': chmod 555 (no mount allowed). */
  kind: 'tmpfs' | 'read-only';
  /** Makes the directory fail writes from now on (read-only kind; a tmpfs fills by itself). */
  seal(): Promise<void>;
  release(): Promise<void>;
}

/**
 * A 2 MB tmpfs when the test runs as root (a real ENOSPC, as a full disk gives); otherwise a
 * directory made read-only once its files exist, so that new files and journals cannot be written.
 */
export async function makeFullDir(prefix: string): Promise<FullDir> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', path], { stdio: 'ignore' });
    return {
      path,
      kind: 'tmpfs',
      seal: async () => {},
      release: async () => {
        execFileSync('umount', ['-l', path], { stdio: 'ignore' });
        await rm(path, { recursive: true, force: true });
      },
    };
  } catch {
    return {
      path,
      kind: 'read-only',
      seal: () => chmod(path, 0o555),
      release: async () => {
        await chmod(path, 0o755);
        await rm(path, { recursive: true, force: true });
      },
    };
  }
}

/** A CSV of `rows` rows of incompressible text (about 70 bytes a row). */
export function incompressibleCsv(rows: number, seed = 1): string {
  let x = seed;
  const word = () => {
    let s = '';
    for (let i = 0; i < 4; i++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      s += x.toString(16).padStart(8, '0');
    }
    return s;
  };
  const lines = ['id,a,b'];
  for (let i = 0; i < rows; i++) lines.push(`${i},${word()},${word()}`);
  return `${lines.join('\n')}\n`;
}
