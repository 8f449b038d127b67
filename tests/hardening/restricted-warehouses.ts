import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { Connector } from '../../gateway/src/connectors/connector.ts';
import { createConnector } from '../../gateway/src/connectors/create-connector.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { Engine } from './warehouses.ts';

/**
 * One warehouse per engine registered in the app as a user the database itself keeps away from a
 * second schema holding a secret: on PostgreSQL a role without USAGE on the schema, on MariaDB a
 * user without grants on the other database, on DuckDB and SQLite another database file (and a
 * CSV) next to the warehouse that only ATTACH or a file reader could open.
 */
export interface RestrictedWarehouse {
  engine: Engine;
  /** The database as the restricted user (what the tests attack through). */
  databaseId: number;
  /** PostgreSQL and MariaDB: the same warehouse registered with the administrator's rights (the control). */
  privilegedId: number | null;
  schema: string;
  /** A table the restricted user may read: id, region, amount (3 rows). */
  people: string;
  /** An expression without a sub-query (chart SQL allows none) that reads the secret from where the user may not go. */
  probe: string;
  /** The same as a scalar sub-query (refused by the guard before the database sees it). */
  subquery: string;
  /** Whole statements that read the secret (virtual datasets, SQL Lab). */
  reads: string[];
  /** The database's refusal of `probe` and of the first of `reads`, as the user must be told it. */
  refusal: RegExp;
}

export interface RestrictedWarehouses {
  secret: string;
  list: RestrictedWarehouse[];
  close(): Promise<void>;
}

const register = async (app: TestApp, name: string, uri: string): Promise<number> => {
  const res = await app.request('/api/v1/database/', {
    method: 'POST',
    json: { database_name: name, sqlalchemy_uri: uri, expose_in_sqllab: true },
  });
  const body = (await res.json()) as { id: number };
  if (res.status !== 201) throw new Error(`register ${name}: ${res.status} ${JSON.stringify(body)}`);
  return body.id;
};

const PEOPLE_ROWS = "(1, 'north', 10), (2, 'south', 20), (3, 'north', 5)";

export async function openRestrictedWarehouses(
  app: TestApp,
  tag: string,
  scratch: string,
): Promise<RestrictedWarehouses> {
  const secret = `VAULT-${tag}-SECRET`;
  const cleanups: (() => Promise<unknown>)[] = [];
  const list: RestrictedWarehouse[] = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    // PostgreSQL: a fresh database; the reader role may use `public` but has no USAGE on hd_vault.
    const pgName = `hd_reach_${tag}`;
    const reader = `hd_reader_${tag}`;
    const pgAdmin = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' });
    await pgAdmin.connect();
    cleanups.push(() => pgAdmin.end());
    await pgAdmin.query(`CREATE DATABASE ${pgName}`);
    await pgAdmin.query(`CREATE ROLE ${reader} LOGIN`);
    cleanups.push(async () => {
      await pgAdmin.query(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
      await pgAdmin.query(`DROP ROLE IF EXISTS ${reader}`);
    });
    const inPg = new pg.Client({ host: '127.0.0.1', port: 5432, user: 'postgres', database: pgName });
    await inPg.connect();
    try {
      await inPg.query(`CREATE TABLE public.people (id INTEGER, region VARCHAR, amount INTEGER)`);
      await inPg.query(`INSERT INTO public.people VALUES ${PEOPLE_ROWS}`);
      await inPg.query('CREATE SCHEMA hd_vault');
      await inPg.query('CREATE TABLE hd_vault.secrets (id INTEGER, note VARCHAR)');
      await inPg.query('INSERT INTO hd_vault.secrets VALUES (1, $1)', [secret]);
      await inPg.query(`GRANT CONNECT ON DATABASE ${pgName} TO ${reader}`);
      await inPg.query(`GRANT USAGE ON SCHEMA public TO ${reader}`);
      await inPg.query(`GRANT SELECT ON public.people TO ${reader}`);
      // Even grants on the table and the function are useless without USAGE on their schema.
      await inPg.query(`GRANT SELECT ON hd_vault.secrets TO ${reader}`);
      await inPg.query(
        'CREATE FUNCTION hd_vault.reveal() RETURNS VARCHAR LANGUAGE sql STABLE AS $$ SELECT MAX(note) FROM hd_vault.secrets $$',
      );
    } finally {
      await inPg.end();
    }
    list.push({
      engine: 'postgresql',
      databaseId: await register(app, `hd reach pg ${tag}`, `postgresql://${reader}@127.0.0.1:5432/${pgName}`),
      privilegedId: await register(app, `hd reach pg admin ${tag}`, `postgresql://postgres@127.0.0.1:5432/${pgName}`),
      schema: 'public',
      people: 'people',
      probe: 'hd_vault.reveal()',
      subquery: '(SELECT MAX(note) FROM hd_vault.secrets)',
      reads: [
        'SELECT note FROM hd_vault.secrets',
        'SELECT p.id, s.note FROM people p JOIN hd_vault.secrets s ON s.id = p.id',
      ],
      refusal: /permission denied for schema hd_vault/,
    });

    // MariaDB: the reader has SELECT on its own database only; the secret sits in another one.
    const myDb = `hd_reach_${tag}`;
    const myVault = `hd_vault_${tag}`;
    const myUser = `hd_reader_${tag}`;
    const maria: Connector = createConnector('mysql://root@127.0.0.1:3306/test');
    cleanups.push(() => maria.close());
    await maria.query(`CREATE DATABASE \`${myDb}\``, []);
    await maria.query(`CREATE DATABASE \`${myVault}\``, []);
    cleanups.push(async () => {
      await maria.query(`DROP DATABASE IF EXISTS \`${myDb}\``, []);
      await maria.query(`DROP DATABASE IF EXISTS \`${myVault}\``, []);
      for (const host of ['%', 'localhost', '127.0.0.1'])
        await maria.query(`DROP USER IF EXISTS '${myUser}'@'${host}'`, []);
    });
    await maria.query(`CREATE TABLE \`${myDb}\`.people (id INTEGER, region VARCHAR(40), amount INTEGER)`, []);
    await maria.query(`INSERT INTO \`${myDb}\`.people VALUES ${PEOPLE_ROWS}`, []);
    await maria.query(`CREATE TABLE \`${myVault}\`.secrets (id INTEGER, note VARCHAR(80))`, []);
    await maria.query(`INSERT INTO \`${myVault}\`.secrets VALUES (1, '${secret}')`, []);
    await maria.query(
      `CREATE FUNCTION \`${myVault}\`.reveal() RETURNS VARCHAR(80) READS SQL DATA RETURN (SELECT MAX(note) FROM \`${myVault}\`.secrets)`,
      [],
    );
    // Every host form the reader may connect from, so that no anonymous account shadows it.
    for (const host of ['%', 'localhost', '127.0.0.1']) {
      await maria.query(`CREATE USER '${myUser}'@'${host}'`, []);
      await maria.query(`GRANT SELECT ON \`${myDb}\`.* TO '${myUser}'@'${host}'`, []);
    }
    list.push({
      engine: 'mysql',
      databaseId: await register(app, `hd reach maria ${tag}`, `mysql://${myUser}@127.0.0.1:3306/${myDb}`),
      privilegedId: await register(app, `hd reach maria admin ${tag}`, `mysql://root@127.0.0.1:3306/${myDb}`),
      schema: myDb,
      people: 'people',
      probe: `\`${myVault}\`.reveal()`,
      subquery: `(SELECT MAX(note) FROM \`${myVault}\`.secrets)`,
      reads: [
        `SELECT note FROM \`${myVault}\`.secrets`,
        `SELECT p.id, s.note FROM people p JOIN \`${myVault}\`.secrets s ON s.id = p.id`,
      ],
      refusal: /command denied to user|Access denied for user/,
    });

    // DuckDB and SQLite: the secret is in another database file and a CSV beside the warehouse.
    const csv = join(scratch, 'vault.csv');
    await writeFile(csv, `id,note\n1,${secret}\n`);
    for (const engine of ['duckdb', 'sqlite'] as const) {
      const file = join(scratch, `reach.${engine === 'duckdb' ? 'duckdb' : 'db'}`);
      const vaultFile = join(scratch, `vault.${engine === 'duckdb' ? 'duckdb' : 'db'}`);
      for (const [path, sql] of [
        [
          file,
          `CREATE TABLE people (id INTEGER, region VARCHAR, amount INTEGER); INSERT INTO people VALUES ${PEOPLE_ROWS}`,
        ],
        [vaultFile, `CREATE TABLE secrets (id INTEGER, note VARCHAR); INSERT INTO secrets VALUES (1, '${secret}')`],
      ] as const) {
        const conn = createConnector(`${engine}://${path}`);
        for (const statement of sql.split('; ')) await conn.query(statement, []);
        await conn.close();
      }
      list.push({
        engine,
        databaseId: await register(app, `hd reach ${engine} ${tag}`, `${engine}://${file}`),
        privilegedId: null,
        schema: 'main',
        people: 'people',
        // Not attached, so not there: reaching it would take ATTACH or a file reader, which the guard refuses.
        // SQLite: the vault's table by name (the expression parser takes no three-part name there).
        probe: engine === 'duckdb' ? 'vault.secrets.note' : 'secrets.note',
        subquery: '(SELECT MAX(note) FROM vault.secrets)',
        reads: [
          `ATTACH '${vaultFile}' AS vault`,
          'SELECT note FROM vault.secrets',
          ...(engine === 'duckdb'
            ? [
                `SELECT note FROM '${csv}'`,
                `SELECT note FROM read_csv('${csv}')`,
                `SELECT note FROM sqlite_scan('${vaultFile}', 'secrets')`,
                `SELECT * FROM '${vaultFile}'`,
              ]
            : [`SELECT readfile('${csv}') AS note`]),
        ],
        refusal:
          engine === 'duckdb'
            ? /Referenced table "(vault|secrets)" not found|does not exist/
            : /no such (column|table)/,
      });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { secret, list, close };
}
