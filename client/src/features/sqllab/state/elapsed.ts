/** Elapsed time as SQL Lab shows it: `00:00:04.25` (hours, minutes, seconds, hundredths). */
export function formatElapsed(ms: number): string {
  const safe = Math.max(0, Math.floor(ms));
  const hundredths = Math.floor((safe % 1000) / 10);
  const seconds = Math.floor(safe / 1000) % 60;
  const minutes = Math.floor(safe / 60_000) % 60;
  const hours = Math.floor(safe / 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(hours)}:${two(minutes)}:${two(seconds)}.${two(hundredths)}`;
}
