/** The fields of a `dbs` row a connection needs. */
export interface DatabaseRow {
  id: number;
  uuid?: string | null;
  sqlalchemyUri: string;
  encryptedPassword: string | null;
  changedOn: Date;
}

/** The URI with the stored (decrypted) password in place of the mask. */
export function connectionUri(database: DatabaseRow, decrypt: (cipher: string) => string): string {
  if (!database.encryptedPassword) return database.sqlalchemyUri;
  const password = encodeURIComponent(decrypt(database.encryptedPassword));
  const withUser = /^([a-zA-Z][\w+.-]*:\/\/)([^:/@]*)(?::[^@/]*)?@/;
  if (!withUser.test(database.sqlalchemyUri)) return database.sqlalchemyUri;
  return database.sqlalchemyUri.replace(
    withUser,
    (_all, scheme: string, user: string) => `${scheme}${user}:${password}@`,
  );
}
