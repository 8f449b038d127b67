import fc from 'fast-check';

/**
 * SQL fragments an attacker types where a metric, filter or WHERE/HAVING clause is expected: a second
 * statement, DML and DDL, comments that cut the rest off, file and network readers of each engine.
 */
export const INJECTIONS = [
  '1); DROP TABLE hd_canary; --',
  '1; DELETE FROM hd_canary',
  "1=1; INSERT INTO hd_canary VALUES ('pwned')",
  '1=1 UNION ALL SELECT * FROM hd_canary',
  '1=1) OR (1=1',
  '1=1 --',
  '1=1 /*',
  '1=1; UPDATE hd_canary SET note = NULL',
  'COUNT(*); CREATE TABLE hd_pwned (x INT)',
  "(SELECT note FROM hd_canary LIMIT 1) = 'x'",
  "1=1; ATTACH DATABASE '/tmp/hd_pwned.db' AS pwned",
  "EXISTS (SELECT * FROM read_csv_auto('/etc/passwd'))",
  "EXISTS (SELECT * FROM read_text('/etc/passwd'))",
  "EXISTS (SELECT * FROM 'http://127.0.0.1:9/x.csv')",
  '1=1; INSTALL httpfs; LOAD httpfs',
  "load_extension('/tmp/evil.so') IS NULL",
  "length(pg_read_file('/etc/passwd')) > 0",
  "1=1; COPY hd_canary TO '/tmp/hd_pwned.csv'",
  "1=1; COPY (SELECT 1) TO PROGRAM 'touch /tmp/hd_pwned'",
  "LOAD_FILE('/etc/passwd') IS NOT NULL",
  "1=1 INTO OUTFILE '/tmp/hd_pwned.txt'",
  '1=1; SELECT pg_sleep(5)',
  'SLEEP(5) = 0',
  '1=1; SET GLOBAL max_connections = 1',
  '1=1; PRAGMA writable_schema = 1',
  '1=1; DETACH DATABASE main',
  "1=1' OR '1'='1",
  '`; DROP TABLE hd_canary; --',
  '"; DROP TABLE hd_canary; --',
  '1=1\u0000; DROP TABLE hd_canary',
  '1=1 ; ; ;',
] as const;

export const injection = fc.constantFrom(...INJECTIONS);

/** Injections and random text around an expression, as a metric or a WHERE clause would carry it. */
export const hostileSql = fc.oneof(
  { weight: 4, arbitrary: injection },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom('SUM(1)', '1=1', 'num > 0'), injection).map(([a, b]) => `${a} ${b}`),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);
