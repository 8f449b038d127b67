import { describe, expect, it } from 'vitest';
import { errorLine } from './error-line.ts';

describe('errorLine', () => {
  it("reads PostgreSQL's character position within the statement", () => {
    const error = Object.assign(new Error('column "x" does not exist'), { position: '12' });
    expect(errorLine(error, 'SELECT\n  1,\n  x', 4)).toBe(5);
  });
  it('reads "at line N" (MySQL) and "LINE N:" (DuckDB)', () => {
    expect(errorLine(new Error("You have an error in your SQL syntax near 'FORM' at line 2"), 'x', 3)).toBe(4);
    expect(
      errorLine(new Error('Parser Error: syntax error at or near "FORM"\n\nLINE 1: SELECT 1 FORM t'), 'x', 7),
    ).toBe(7);
  });
  it('is null when the database says nothing about where', () => {
    expect(errorLine(new Error('no such table: t'), 'SELECT * FROM t', 1)).toBeNull();
  });
});
