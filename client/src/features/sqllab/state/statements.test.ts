import { describe, expect, it } from 'vitest';
import { lineOfOffset, splitStatements, statementAt } from './statements.ts';

describe('splitStatements', () => {
  it('splits on semicolons and trims each statement', () => {
    expect(splitStatements('select 1;\n  select 2 ;').map((s) => s.sql)).toEqual(['select 1', 'select 2']);
  });

  it('keeps semicolons inside literals, identifiers, comments and dollar quotes', () => {
    const text = `select 'a;b', "c;d" -- e;f\n; select $$g;h$$; /* i;j */ select \`k;l\``;
    expect(splitStatements(text).map((s) => s.sql)).toEqual([
      `select 'a;b', "c;d" -- e;f`,
      'select $$g;h$$',
      '/* i;j */ select `k;l`',
    ]);
  });

  it('drops empty and comment-only statements', () => {
    expect(splitStatements(';;  -- only a comment\n;select 1')).toEqual([{ sql: 'select 1', from: 23, to: 31 }]);
  });

  it('reads a doubled quote as an escaped quote', () => {
    expect(splitStatements("select 'it''s; fine'; select 2").map((s) => s.sql)).toEqual([
      "select 'it''s; fine'",
      'select 2',
    ]);
  });
});

describe('statementAt', () => {
  const text = 'select 1;\n\nselect 2;\n';
  it('takes the statement the cursor is in', () => {
    expect(statementAt(text, 3)?.sql).toBe('select 1');
    expect(statementAt(text, 14)?.sql).toBe('select 2');
  });

  it('takes the statement above when the cursor is after its semicolon or below it', () => {
    expect(statementAt(text, 9)?.sql).toBe('select 1');
    expect(statementAt(text, text.length)?.sql).toBe('select 2');
  });

  it('is null for an empty text', () => {
    expect(statementAt('  -- nothing\n', 2)).toBeNull();
  });
});

describe('lineOfOffset', () => {
  it('counts lines from 1', () => {
    expect(lineOfOffset('a\nb\nc', 0)).toBe(1);
    expect(lineOfOffset('a\nb\nc', 4)).toBe(3);
  });
});
