import type { ParsedMail } from 'mailparser';
import { PNG } from 'pngjs';
import { expect } from 'vitest';

/** Decodes a PNG: its size, and how many distinct colours its pixels use (1 = a blank page). */
export function inspectPng(data: Buffer): { width: number; height: number; colours: number } {
  const png = PNG.sync.read(data);
  const colours = new Set<number>();
  for (let i = 0; i < png.data.length; i += 4 * 7) {
    colours.add(png.data.readUInt32BE(i));
    if (colours.size > 50) break;
  }
  return { width: png.width, height: png.height, colours: colours.size };
}

export function attachment(mail: ParsedMail, suffix: string) {
  const found = mail.attachments.find((a) => a.filename?.endsWith(suffix));
  expect(found, `an attachment *${suffix} in "${mail.subject}"`).toBeTruthy();
  return found as NonNullable<typeof found>;
}

export const recipientsOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => v.address));

/** Polls until `fn` returns a value (not undefined/null/false) or the time is up. */
export async function eventually<T>(what: string, fn: () => Promise<T | null | undefined | false>, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * A minute boundary a few days back (the tests drive ticks themselves, so no real minute has to
 * pass; within log retention, so the tick's pruning keeps today's logs), random per file.
 */
export function testMinuteBase(): number {
  const now = Date.now();
  return now - (now % 60_000) - 3 * 24 * 3_600_000 - Math.floor(Math.random() * 1000) * 60_000;
}
