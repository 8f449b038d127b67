-- CreateTable
CREATE TABLE "row_level_security_filters" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "filter_type" TEXT NOT NULL,
    "group_key" TEXT,
    "clause" TEXT NOT NULL,
    "created_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changed_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "row_level_security_filters_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rls_filter_roles" (
    "rls_filter_id" INTEGER NOT NULL,
    "role_id" INTEGER NOT NULL,

    CONSTRAINT "rls_filter_roles_pkey" PRIMARY KEY ("rls_filter_id","role_id")
);

-- CreateTable
CREATE TABLE "rls_filter_tables" (
    "rls_filter_id" INTEGER NOT NULL,
    "table_id" INTEGER NOT NULL,

    CONSTRAINT "rls_filter_tables_pkey" PRIMARY KEY ("rls_filter_id","table_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "row_level_security_filters_name_key" ON "row_level_security_filters"("name");

-- CreateIndex
CREATE INDEX "rls_filter_roles_role_id_idx" ON "rls_filter_roles"("role_id");

-- CreateIndex
CREATE INDEX "rls_filter_tables_table_id_idx" ON "rls_filter_tables"("table_id");

-- AddForeignKey
ALTER TABLE "rls_filter_roles" ADD CONSTRAINT "rls_filter_roles_rls_filter_id_fkey" FOREIGN KEY ("rls_filter_id") REFERENCES "row_level_security_filters"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rls_filter_roles" ADD CONSTRAINT "rls_filter_roles_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "ab_role"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rls_filter_tables" ADD CONSTRAINT "rls_filter_tables_rls_filter_id_fkey" FOREIGN KEY ("rls_filter_id") REFERENCES "row_level_security_filters"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rls_filter_tables" ADD CONSTRAINT "rls_filter_tables_table_id_fkey" FOREIGN KEY ("table_id") REFERENCES "tables"("id") ON DELETE CASCADE ON UPDATE CASCADE;
