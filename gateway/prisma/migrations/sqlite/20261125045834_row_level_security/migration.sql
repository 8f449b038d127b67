-- CreateTable
CREATE TABLE "row_level_security_filters" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "filter_type" TEXT NOT NULL,
    "group_key" TEXT,
    "clause" TEXT NOT NULL,
    "created_on" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changed_on" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "rls_filter_roles" (
    "rls_filter_id" INTEGER NOT NULL,
    "role_id" INTEGER NOT NULL,

    PRIMARY KEY ("rls_filter_id", "role_id"),
    CONSTRAINT "rls_filter_roles_rls_filter_id_fkey" FOREIGN KEY ("rls_filter_id") REFERENCES "row_level_security_filters" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "rls_filter_roles_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "ab_role" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "rls_filter_tables" (
    "rls_filter_id" INTEGER NOT NULL,
    "table_id" INTEGER NOT NULL,

    PRIMARY KEY ("rls_filter_id", "table_id"),
    CONSTRAINT "rls_filter_tables_rls_filter_id_fkey" FOREIGN KEY ("rls_filter_id") REFERENCES "row_level_security_filters" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "rls_filter_tables_table_id_fkey" FOREIGN KEY ("table_id") REFERENCES "tables" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "row_level_security_filters_name_key" ON "row_level_security_filters"("name");

-- CreateIndex
CREATE INDEX "rls_filter_roles_role_id_idx" ON "rls_filter_roles"("role_id");

-- CreateIndex
CREATE INDEX "rls_filter_tables_table_id_idx" ON "rls_filter_tables"("table_id");
