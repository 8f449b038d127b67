// mysql2 column type codes (protocol field types) to type names.
const TYPE_NAMES: Record<number, string> = {
  0: 'DECIMAL',
  1: 'TINYINT',
  2: 'SMALLINT',
  3: 'INT',
  4: 'FLOAT',
  5: 'DOUBLE',
  6: 'NULL',
  7: 'TIMESTAMP',
  8: 'BIGINT',
  9: 'MEDIUMINT',
  10: 'DATE',
  11: 'TIME',
  12: 'DATETIME',
  13: 'YEAR',
  15: 'VARCHAR',
  16: 'BIT',
  245: 'JSON',
  246: 'DECIMAL',
  247: 'ENUM',
  248: 'SET',
  249: 'TINYBLOB',
  250: 'MEDIUMBLOB',
  251: 'LONGBLOB',
  252: 'BLOB',
  253: 'VARCHAR',
  254: 'CHAR',
};

/** TIMESTAMP, DATE, DATETIME: read as text (`dateStrings`) and converted as naive UTC. */
export const MYSQL_DATE_TYPES: ReadonlySet<number> = new Set([7, 10, 12]);

export function mysqlTypeName(code: number | undefined): string {
  return TYPE_NAMES[code ?? -1] ?? 'UNKNOWN';
}
