import { describe, expect, it } from 'vitest';
import { downscale, type RgbaImage } from './downscale.ts';

function image(width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]) {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(pixel(x, y), (y * width + x) * 4);
  return { width, height, data } satisfies RgbaImage;
}

describe('downscale', () => {
  it('fits the box keeping the proportions, and never enlarges', () => {
    const wide = downscale(
      image(400, 100, () => [0, 0, 0, 255]),
      200,
      200,
    );
    expect([wide.width, wide.height]).toEqual([200, 50]);
    const tall = downscale(
      image(100, 400, () => [0, 0, 0, 255]),
      200,
      160,
    );
    expect([tall.width, tall.height]).toEqual([40, 160]);
    const small = downscale(
      image(20, 10, () => [0, 0, 0, 255]),
      200,
      160,
    );
    expect([small.width, small.height]).toEqual([20, 10]);
  });

  it('averages the pixels each target pixel covers', () => {
    // Black and white columns halve to grey.
    const stripes = downscale(
      image(4, 2, (x) => (x % 2 ? [255, 255, 255, 255] : [0, 0, 0, 255])),
      2,
      1,
    );
    expect([...stripes.data]).toEqual([128, 128, 128, 255, 128, 128, 128, 255]);
    // A 3 -> 2 shrink weighs the middle pixel half to each side.
    const row = downscale(
      image(3, 1, (x) => [x * 90, 0, 0, 255]),
      2,
      1,
    );
    expect(row.data[0]).toBe(Math.round((0 * 1 + 90 * 0.5) / 1.5));
    expect(row.data[4]).toBe(Math.round((90 * 0.5 + 180 * 1) / 1.5));
  });
});
