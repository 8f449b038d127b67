import type { DialectName } from '../connectors/connector.ts';
import type { Dialect } from './dialects/dialect.ts';

/**
 * Functions that reach the server's files, its environment, the network or run SQL text of their
 * own (which would slip past this guard). User SQL on a warehouse is for reading the warehouse's
 * tables; none of these is needed for that, on any engine.
 */
const FORBIDDEN_FUNCTIONS: Record<DialectName, ReadonlySet<string>> = {
  duckdb: new Set([
    'read_text',
    'read_blob',
    'read_csv',
    'read_csv_auto',
    'sniff_csv',
    'read_parquet',
    'parquet_scan',
    'parquet_metadata',
    'parquet_schema',
    'parquet_file_metadata',
    'parquet_kv_metadata',
    'parquet_bloom_probe',
    'read_json',
    'read_json_auto',
    'read_json_objects',
    'read_json_objects_auto',
    'read_ndjson',
    'read_ndjson_auto',
    'read_ndjson_objects',
    'read_xlsx',
    'read_csv_v2',
    'glob',
    'getenv',
    'sqlite_scan',
    'sqlite_attach',
    'postgres_scan',
    'postgres_attach',
    'postgres_query',
    'postgres_execute',
    'mysql_scan',
    'mysql_query',
    'mysql_execute',
    'iceberg_scan',
    'iceberg_metadata',
    'delta_scan',
    'duckdb_secrets',
    'load_aws_credentials',
    'query',
    'query_table',
  ]),
  postgresql: new Set([
    'pg_read_file',
    'pg_read_binary_file',
    'pg_stat_file',
    'pg_ls_dir',
    'pg_ls_logdir',
    'pg_ls_waldir',
    'pg_ls_tmpdir',
    'pg_ls_archive_statusdir',
    'pg_ls_logicalsnapdir',
    'pg_ls_logicalmapdir',
    'pg_ls_replslotdir',
    'pg_file_write',
    'pg_file_rename',
    'pg_file_unlink',
    'pg_file_sync',
    'pg_logdir_ls',
    'lo_import',
    'lo_export',
    'lo_get',
    'lo_put',
    'lo_from_bytea',
    'lo_open',
    'loread',
    'lowrite',
    'dblink',
    'dblink_exec',
    'dblink_connect',
    'dblink_connect_u',
    'dblink_send_query',
    'dblink_open',
    'dblink_fetch',
    'query_to_xml',
    'query_to_xmlschema',
    'query_to_xml_and_xmlschema',
    'cursor_to_xml',
    'cursor_to_xmlschema',
    'table_to_xml',
    'table_to_xml_and_xmlschema',
    'schema_to_xml',
    'schema_to_xml_and_xmlschema',
    'database_to_xml',
    'database_to_xml_and_xmlschema',
    'set_config',
    'pg_reload_conf',
    'pg_rotate_logfile',
    'pg_terminate_backend',
    'pg_cancel_backend',
    'pg_promote',
    'current_setting',
  ]),
  mysql: new Set(['load_file', 'sys_exec', 'sys_eval']),
  sqlite: new Set(['load_extension', 'readfile', 'writefile', 'edit', 'fts3_tokenizer', 'fileio_read', 'lsdir']),
};

/**
 * Statements that reach files, extensions or settings: never the start of a dataset's query (other
 * non-SELECT statements get the guard's "only SELECT" answer).
 */
const FORBIDDEN_STATEMENTS = new Set([
  'copy',
  'attach',
  'detach',
  'install',
  'load',
  'export',
  'import',
  'pragma',
  'set',
  'reset',
  'call',
  'checkpoint',
  'use',
  'do',
  'handler',
]);

/** Words after which a name or a string in DuckDB is a table reference. */
const TABLE_POSITION = new Set(['from', 'join']);
/** Words before `(` that open a sub-query or a list rather than a function's arguments. */
const NOT_FUNCTIONS = new Set([
  'from',
  'join',
  'in',
  'exists',
  'as',
  'any',
  'all',
  'some',
  'select',
  'where',
  'on',
  'and',
  'or',
  'not',
  'union',
  'except',
  'intersect',
  'lateral',
  'values',
  'with',
  'using',
  'having',
  'by',
]);
/** Clause keywords that end a FROM list at the same depth. */
const CLAUSES = new Set([
  'select',
  'where',
  'group',
  'having',
  'order',
  'limit',
  'offset',
  'qualify',
  'window',
  'union',
  'except',
  'intersect',
  'on',
  'using',
  'returning',
  'values',
]);

interface Token {
  kind: 'word' | 'quoted' | 'string' | 'punct';
  /** Lower-cased for words; the unquoted text for quoted identifiers and strings. */
  value: string;
  depth: number;
}

/**
 * Splits SQL into words, quoted identifiers, strings and punctuation, skipping comments and spaces.
 * Quoted identifiers count as names: `"pg_read_file"(...)` calls the function as surely as the bare
 * word does. The lexical checks in sql-guard.ts have run first, so quotes and comments are closed.
 */
function tokenize(sql: string, dialect: Dialect): Token[] {
  const tokens: Token[] = [];
  let depth = 0;
  let i = 0;
  const n = sql.length;
  while (i < n) {
    const ch = sql[i] as string;
    const next = sql[i + 1];
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if ((ch === '-' && next === '-') || (ch === '#' && dialect.name === 'mysql')) {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? n : end + 1;
      continue;
    }
    if (ch === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
      continue;
    }
    const isString = ch === "'" || (ch === '"' && dialect.doubleQuoteIsString);
    const isIdent =
      (ch === '"' && !dialect.doubleQuoteIsString) || ch === '`' || (ch === '[' && dialect.name === 'sqlite');
    if (isString || isIdent) {
      const close = ch === '[' ? ']' : ch;
      const prev = sql[i - 1];
      const backslash = isString && (dialect.backslashEscapes || prev === 'E' || prev === 'e');
      let text = '';
      i++;
      while (i < n) {
        const c = sql[i] as string;
        if (backslash && c === '\\') {
          text += sql[i + 1] ?? '';
          i += 2;
          continue;
        }
        if (c === close) {
          if (sql[i + 1] === close && close !== ']') {
            text += c;
            i += 2;
            continue;
          }
          i++;
          break;
        }
        text += c;
        i++;
      }
      // E'..' in PostgreSQL: the E was read as a word just before; the string replaces it.
      const last = tokens[tokens.length - 1];
      if (isString && last?.kind === 'word' && last.value === 'e' && (prev === 'E' || prev === 'e')) tokens.pop();
      tokens.push({ kind: isString ? 'string' : 'quoted', value: isString ? text : text.toLowerCase(), depth });
      continue;
    }
    if (/[A-Za-z_\u0080-\uffff]/.test(ch)) {
      let j = i + 1;
      while (j < n && /[\w$\u0080-\uffff]/.test(sql[j] as string)) j++;
      tokens.push({ kind: 'word', value: sql.slice(i, j).toLowerCase(), depth });
      i = j;
      continue;
    }
    if (ch === ')') depth--;
    tokens.push({ kind: 'punct', value: ch, depth });
    if (ch === '(') depth++;
    i++;
  }
  return tokens;
}

const isName = (t: Token | undefined): t is Token => t !== undefined && (t.kind === 'word' || t.kind === 'quoted');

/** DuckDB reads a file named in FROM as a table (replacement scan): `FROM 'x.csv'`, `FROM "x.parquet"`. */
const FILE_LIKE = /[/\\~]|\.(csv|tsv|txt|parquet|json|jsonl|ndjson|gz|zst|xlsx|db|duckdb|sqlite|arrow)$/i;

/**
 * The reason to refuse SQL that reaches outside the warehouse's tables, or null. `statement` is
 * true for a whole query (a virtual dataset), false for an expression.
 */
export function externalAccessReason(sql: string, dialect: Dialect, statement: boolean): string | null {
  const tokens = tokenize(sql, dialect);
  const forbidden = FORBIDDEN_FUNCTIONS[dialect.name];
  const first = tokens.find((t) => t.kind !== 'punct' || t.value !== '(');
  if (statement && first?.kind === 'word' && FORBIDDEN_STATEMENTS.has(first.value)) {
    return `${first.value.toUpperCase()} statements are not allowed in SQL.`;
  }
  // Clause in force at each parenthesis depth, to tell a FROM list's commas from an argument list's.
  const clause: string[] = [];
  // Depths whose parenthesis holds a function's arguments: `EXTRACT(year FROM '...')` reads no table.
  const functionArgs: boolean[] = [];
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k] as Token;
    const prev = tokens[k - 1];
    const next = tokens[k + 1];
    if (t.kind === 'word' && (CLAUSES.has(t.value) || TABLE_POSITION.has(t.value))) {
      clause[t.depth] = TABLE_POSITION.has(t.value) ? 'from' : t.value;
    }
    if (t.kind === 'punct' && t.value === '(') {
      clause[t.depth + 1] = '';
      functionArgs[t.depth + 1] = isName(prev) && !(prev.kind === 'word' && NOT_FUNCTIONS.has(prev.value));
    }
    if (isName(t) && next?.kind === 'punct' && next.value === '(' && forbidden.has(t.value)) {
      return `Function ${t.value} is not allowed in SQL.`;
    }
    if (t.kind === 'quoted' && prev?.kind === 'punct' && prev.value === '&' && tokens[k - 2]?.value === 'u') {
      return 'Unicode-escaped identifiers are not allowed in SQL.';
    }
    if (dialect.name === 'mysql' && t.kind === 'word' && prev?.kind === 'word' && prev.value === 'into') {
      if (t.value === 'outfile' || t.value === 'dumpfile')
        return `INTO ${t.value.toUpperCase()} is not allowed in SQL.`;
    }
    if (dialect.name === 'mysql' && t.kind === 'word' && t.value === 'load' && next?.value === 'data') {
      return 'LOAD DATA is not allowed in SQL.';
    }
    if (dialect.name === 'duckdb' && (t.kind === 'string' || t.kind === 'quoted') && !functionArgs[t.depth]) {
      const inTablePosition =
        (prev?.kind === 'word' && TABLE_POSITION.has(prev.value)) ||
        (prev?.kind === 'punct' && prev.value === ',' && clause[t.depth] === 'from');
      if (inTablePosition && (t.kind === 'string' || FILE_LIKE.test(t.value))) {
        return 'Reading files is not allowed in SQL: name a table of the database.';
      }
    }
  }
  return null;
}
