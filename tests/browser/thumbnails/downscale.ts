/** An RGBA image as pngjs holds it: 4 bytes a pixel, rows top to bottom. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Shrinks an image to fit within maxWidth x maxHeight (never enlarges), keeping its proportions.
 * Each target pixel is the area-weighted average of the source pixels it covers (a box filter), so
 * thin lines and text fade instead of vanishing or aliasing as nearest-neighbour sampling would.
 */
export function downscale(src: RgbaImage, maxWidth: number, maxHeight: number): RgbaImage {
  const scale = Math.min(1, maxWidth / src.width, maxHeight / src.height);
  const width = Math.max(1, Math.round(src.width * scale));
  const height = Math.max(1, Math.round(src.height * scale));
  const data = new Uint8Array(width * height * 4);
  const sx = src.width / width;
  const sy = src.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = y * sy;
    const y1 = y0 + sy;
    for (let x = 0; x < width; x++) {
      const x0 = x * sx;
      const x1 = x0 + sx;
      const sum = [0, 0, 0, 0];
      let area = 0;
      for (let py = Math.floor(y0); py < Math.min(src.height, Math.ceil(y1)); py++) {
        const wy = Math.min(y1, py + 1) - Math.max(y0, py);
        for (let px = Math.floor(x0); px < Math.min(src.width, Math.ceil(x1)); px++) {
          const w = wy * (Math.min(x1, px + 1) - Math.max(x0, px));
          const i = (py * src.width + px) * 4;
          for (let c = 0; c < 4; c++) sum[c] = (sum[c] as number) + (src.data[i + c] as number) * w;
          area += w;
        }
      }
      const o = (y * width + x) * 4;
      for (let c = 0; c < 4; c++) data[o + c] = Math.round((sum[c] as number) / area);
    }
  }
  return { width, height, data };
}
