-- CreateTable
CREATE TABLE "query" (
    "id" SERIAL NOT NULL,
    "client_id" TEXT NOT NULL,
    "database_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "tab_name" TEXT,
    "sql_editor_id" TEXT,
    "schema" TEXT,
    "catalog" TEXT,
    "sql" TEXT NOT NULL,
    "executed_sql" TEXT,
    "limit" INTEGER,
    "limiting_factor" TEXT NOT NULL DEFAULT 'UNKNOWN',
    "limit_reached" BOOLEAN NOT NULL DEFAULT false,
    "run_async" BOOLEAN NOT NULL DEFAULT false,
    "progress" INTEGER NOT NULL DEFAULT 0,
    "rows" INTEGER,
    "error_message" TEXT,
    "error_line" INTEGER,
    "results_key" TEXT,
    "job_id" TEXT,
    "start_time" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "start_running_time" TIMESTAMP(3),
    "end_time" TIMESTAMP(3),
    "changed_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "extra_json" TEXT NOT NULL DEFAULT '{}',

    CONSTRAINT "query_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "saved_query" (
    "id" SERIAL NOT NULL,
    "uuid" TEXT NOT NULL,
    "db_id" INTEGER NOT NULL,
    "schema" TEXT,
    "catalog" TEXT,
    "label" TEXT NOT NULL,
    "description" TEXT,
    "sql" TEXT NOT NULL,
    "template_parameters" TEXT,
    "extra_json" TEXT NOT NULL DEFAULT '{}',
    "rows" INTEGER,
    "last_run" TIMESTAMP(3),
    "created_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changed_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_fk" INTEGER,
    "changed_by_fk" INTEGER,

    CONSTRAINT "saved_query_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tab_state" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "label" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT false,
    "database_id" INTEGER,
    "schema" TEXT,
    "catalog" TEXT,
    "sql" TEXT NOT NULL DEFAULT '',
    "query_limit" INTEGER,
    "latest_query_id" TEXT,
    "saved_query_id" INTEGER,
    "template_params" TEXT,
    "created_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changed_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tab_state_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "query_client_id_key" ON "query"("client_id");

-- CreateIndex
CREATE INDEX "query_user_id_changed_on_idx" ON "query"("user_id", "changed_on");

-- CreateIndex
CREATE UNIQUE INDEX "saved_query_uuid_key" ON "saved_query"("uuid");

-- CreateIndex
CREATE INDEX "tab_state_user_id_position_idx" ON "tab_state"("user_id", "position");

-- AddForeignKey
ALTER TABLE "query" ADD CONSTRAINT "query_database_id_fkey" FOREIGN KEY ("database_id") REFERENCES "dbs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "query" ADD CONSTRAINT "query_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "ab_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_query" ADD CONSTRAINT "saved_query_created_by_fk_fkey" FOREIGN KEY ("created_by_fk") REFERENCES "ab_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_query" ADD CONSTRAINT "saved_query_changed_by_fk_fkey" FOREIGN KEY ("changed_by_fk") REFERENCES "ab_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_query" ADD CONSTRAINT "saved_query_db_id_fkey" FOREIGN KEY ("db_id") REFERENCES "dbs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tab_state" ADD CONSTRAINT "tab_state_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "ab_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tab_state" ADD CONSTRAINT "tab_state_database_id_fkey" FOREIGN KEY ("database_id") REFERENCES "dbs"("id") ON DELETE SET NULL ON UPDATE CASCADE;
