/** `SELECT *` of a table's first rows, the identifiers quoted the database's way when they need it. */
export function previewSql(backend: string | null | undefined, schema: string, table: string, limit = 100): string {
  const mysql = backend === 'mysql' || backend === 'mariadb';
  const quote = (name: string) => {
    if (/^[a-z_][a-z0-9_]*$/.test(name)) return name;
    return mysql ? `\`${name.replaceAll('`', '``')}\`` : `"${name.replaceAll('"', '""')}"`;
  };
  return `SELECT *\nFROM ${schema ? `${quote(schema)}.` : ''}${quote(table)}\nLIMIT ${limit}`;
}
