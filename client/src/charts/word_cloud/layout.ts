import type { Word } from './transformProps.ts';

export interface PlacedWord extends Word {
  readonly x: number;
  readonly y: number;
  /** The size actually drawn: the cloud shrinks as a whole when the words do not fit. */
  readonly fontSize: number;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function boxOf(x: number, y: number, w: number, h: number, rotate: number): Box {
  const vertical = Math.abs(rotate) === 90;
  const diagonal = Math.abs(rotate) === 45;
  const bw = vertical ? h : diagonal ? (w + h) * 0.72 : w;
  const bh = vertical ? w : diagonal ? (w + h) * 0.72 : h;
  return { x0: x - bw / 2, y0: y - bh / 2, x1: x + bw / 2, y1: y + bh / 2 };
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/**
 * Places words biggest first along an outward spiral from the centre, each where it overlaps none
 * placed before; a word that finds no room is left out. Text width is estimated from the font size.
 */
export function layoutWords(words: readonly Word[], width: number, height: number, scale = 1): PlacedWord[] {
  const placed: PlacedWord[] = [];
  const boxes: Box[] = [];
  for (const word of words) {
    const fontSize = Math.max(8, word.size * scale);
    const w = word.text.length * fontSize * 0.58 + 2;
    const h = fontSize * 1.05;
    for (let step = 0; step < 1500; step++) {
      const angle = step * 0.35;
      const radius = step * 1.2;
      const x = width / 2 + radius * Math.cos(angle) * (width / Math.max(width, height));
      const y = height / 2 + radius * Math.sin(angle) * (height / Math.max(width, height));
      const box = boxOf(x, y, w, h, word.rotate);
      if (box.x0 < 0 || box.y0 < 0 || box.x1 > width || box.y1 > height) {
        if (radius > Math.max(width, height)) break;
        continue;
      }
      if (boxes.some((b) => overlaps(b, box))) continue;
      boxes.push(box);
      placed.push({ ...word, x, y, fontSize });
      break;
    }
  }
  return placed;
}
