-- CreateTable
CREATE TABLE "ab_user" (
    "id" SERIAL NOT NULL,
    "username" TEXT NOT NULL,
    "first_name" TEXT NOT NULL DEFAULT '',
    "last_name" TEXT NOT NULL DEFAULT '',
    "email" TEXT,
    "password_hash" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "login_count" INTEGER NOT NULL DEFAULT 0,
    "last_login" TIMESTAMP(3),
    "created_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changed_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ab_user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ab_role" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "ab_role_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ab_permission_view" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "view_menu" TEXT NOT NULL,

    CONSTRAINT "ab_permission_view_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ab_user_role" (
    "user_id" INTEGER NOT NULL,
    "role_id" INTEGER NOT NULL,

    CONSTRAINT "ab_user_role_pkey" PRIMARY KEY ("user_id","role_id")
);

-- CreateTable
CREATE TABLE "ab_permission_view_role" (
    "role_id" INTEGER NOT NULL,
    "permission_view_id" INTEGER NOT NULL,

    CONSTRAINT "ab_permission_view_role_pkey" PRIMARY KEY ("role_id","permission_view_id")
);

-- CreateTable
CREATE TABLE "dbs" (
    "id" SERIAL NOT NULL,
    "uuid" TEXT NOT NULL,
    "database_name" TEXT NOT NULL,
    "sqlalchemy_uri" TEXT NOT NULL,
    "password" TEXT,
    "encrypted_extra" TEXT,
    "expose_in_sqllab" BOOLEAN NOT NULL DEFAULT true,
    "allow_run_async" BOOLEAN NOT NULL DEFAULT false,
    "allow_ctas" BOOLEAN NOT NULL DEFAULT false,
    "allow_cvas" BOOLEAN NOT NULL DEFAULT false,
    "allow_dml" BOOLEAN NOT NULL DEFAULT false,
    "allow_file_upload" BOOLEAN NOT NULL DEFAULT false,
    "impersonate_user" BOOLEAN NOT NULL DEFAULT false,
    "cache_timeout" INTEGER,
    "extra" TEXT NOT NULL DEFAULT '{}',
    "is_managed_externally" BOOLEAN NOT NULL DEFAULT false,
    "external_url" TEXT,
    "created_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changed_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_fk" INTEGER,
    "changed_by_fk" INTEGER,

    CONSTRAINT "dbs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tables" (
    "id" SERIAL NOT NULL,
    "uuid" TEXT NOT NULL,
    "table_name" TEXT NOT NULL,
    "schema" TEXT,
    "catalog" TEXT,
    "sql" TEXT,
    "database_id" INTEGER NOT NULL,
    "main_dttm_col" TEXT,
    "description" TEXT,
    "default_endpoint" TEXT,
    "offset" INTEGER NOT NULL DEFAULT 0,
    "cache_timeout" INTEGER,
    "params" TEXT,
    "template_params" TEXT,
    "filter_select_enabled" BOOLEAN NOT NULL DEFAULT true,
    "fetch_values_predicate" TEXT,
    "extra" TEXT,
    "normalize_columns" BOOLEAN NOT NULL DEFAULT false,
    "always_filter_main_dttm" BOOLEAN NOT NULL DEFAULT false,
    "is_managed_externally" BOOLEAN NOT NULL DEFAULT false,
    "external_url" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changed_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_fk" INTEGER,
    "changed_by_fk" INTEGER,

    CONSTRAINT "tables_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "table_columns" (
    "id" SERIAL NOT NULL,
    "uuid" TEXT NOT NULL,
    "table_id" INTEGER NOT NULL,
    "column_name" TEXT NOT NULL,
    "verbose_name" TEXT,
    "is_dttm" BOOLEAN NOT NULL DEFAULT false,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "type" TEXT,
    "advanced_data_type" TEXT,
    "groupby" BOOLEAN NOT NULL DEFAULT true,
    "filterable" BOOLEAN NOT NULL DEFAULT true,
    "expression" TEXT,
    "description" TEXT,
    "python_date_format" TEXT,
    "extra" TEXT,
    "created_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changed_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "table_columns_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sql_metrics" (
    "id" SERIAL NOT NULL,
    "uuid" TEXT NOT NULL,
    "table_id" INTEGER NOT NULL,
    "metric_name" TEXT NOT NULL,
    "verbose_name" TEXT,
    "metric_type" TEXT,
    "expression" TEXT NOT NULL,
    "description" TEXT,
    "d3format" TEXT,
    "currency" TEXT,
    "extra" TEXT,
    "warning_text" TEXT,
    "created_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changed_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sql_metrics_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sqlatable_user" (
    "table_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,

    CONSTRAINT "sqlatable_user_pkey" PRIMARY KEY ("table_id","user_id")
);

-- CreateTable
CREATE TABLE "slices" (
    "id" SERIAL NOT NULL,
    "uuid" TEXT NOT NULL,
    "slice_name" TEXT NOT NULL,
    "description" TEXT,
    "viz_type" TEXT NOT NULL,
    "datasource_id" INTEGER NOT NULL,
    "datasource_type" TEXT NOT NULL DEFAULT 'table',
    "datasource_name" TEXT,
    "params" TEXT NOT NULL DEFAULT '{}',
    "query_context" TEXT,
    "query_context_generation" BOOLEAN NOT NULL DEFAULT false,
    "cache_timeout" INTEGER,
    "certified_by" TEXT,
    "certification_details" TEXT,
    "is_managed_externally" BOOLEAN NOT NULL DEFAULT false,
    "external_url" TEXT,
    "last_saved_at" TIMESTAMP(3),
    "last_saved_by_fk" INTEGER,
    "created_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changed_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_fk" INTEGER,
    "changed_by_fk" INTEGER,

    CONSTRAINT "slices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "slice_user" (
    "slice_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,

    CONSTRAINT "slice_user_pkey" PRIMARY KEY ("slice_id","user_id")
);

-- CreateTable
CREATE TABLE "dashboards" (
    "id" SERIAL NOT NULL,
    "uuid" TEXT NOT NULL,
    "dashboard_title" TEXT NOT NULL,
    "slug" TEXT,
    "description" TEXT,
    "css" TEXT,
    "position_json" TEXT,
    "json_metadata" TEXT,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "certified_by" TEXT,
    "certification_details" TEXT,
    "is_managed_externally" BOOLEAN NOT NULL DEFAULT false,
    "external_url" TEXT,
    "created_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changed_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_fk" INTEGER,
    "changed_by_fk" INTEGER,

    CONSTRAINT "dashboards_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dashboard_slices" (
    "dashboard_id" INTEGER NOT NULL,
    "slice_id" INTEGER NOT NULL,

    CONSTRAINT "dashboard_slices_pkey" PRIMARY KEY ("dashboard_id","slice_id")
);

-- CreateTable
CREATE TABLE "dashboard_user" (
    "dashboard_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,

    CONSTRAINT "dashboard_user_pkey" PRIMARY KEY ("dashboard_id","user_id")
);

-- CreateTable
CREATE TABLE "dashboard_roles" (
    "dashboard_id" INTEGER NOT NULL,
    "role_id" INTEGER NOT NULL,

    CONSTRAINT "dashboard_roles_pkey" PRIMARY KEY ("dashboard_id","role_id")
);

-- CreateTable
CREATE TABLE "filter_sets" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "json_metadata" TEXT NOT NULL,
    "owner_type" TEXT NOT NULL,
    "owner_id" INTEGER NOT NULL,
    "dashboard_id" INTEGER NOT NULL,
    "created_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changed_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_fk" INTEGER,
    "changed_by_fk" INTEGER,

    CONSTRAINT "filter_sets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "favstar" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "class_name" TEXT NOT NULL,
    "obj_id" INTEGER NOT NULL,
    "dttm" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "favstar_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "logs" (
    "id" SERIAL NOT NULL,
    "action" TEXT NOT NULL,
    "user_id" INTEGER,
    "dashboard_id" INTEGER,
    "slice_id" INTEGER,
    "json" TEXT,
    "dttm" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "key_value" (
    "id" SERIAL NOT NULL,
    "resource" TEXT NOT NULL,
    "uuid" TEXT,
    "value" TEXT NOT NULL,
    "created_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_fk" INTEGER,
    "changed_on" TIMESTAMP(3),
    "changed_by_fk" INTEGER,
    "expires_on" TIMESTAMP(3),

    CONSTRAINT "key_value_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "app_settings" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,

    CONSTRAINT "app_settings_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "report_schedule" (
    "id" SERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "context_markdown" TEXT,
    "email_subject" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "crontab" TEXT NOT NULL,
    "timezone" TEXT NOT NULL DEFAULT 'UTC',
    "sql" TEXT,
    "chart_id" INTEGER,
    "dashboard_id" INTEGER,
    "database_id" INTEGER,
    "creation_method" TEXT NOT NULL DEFAULT 'alerts_reports',
    "report_format" TEXT NOT NULL DEFAULT 'PNG',
    "validator_type" TEXT,
    "validator_config_json" TEXT,
    "log_retention" INTEGER NOT NULL DEFAULT 90,
    "grace_period" INTEGER NOT NULL DEFAULT 14400,
    "working_timeout" INTEGER NOT NULL DEFAULT 3600,
    "last_eval_dttm" TIMESTAMP(3),
    "last_state" TEXT NOT NULL DEFAULT 'Not triggered',
    "last_value" DOUBLE PRECISION,
    "last_value_row_json" TEXT,
    "extra" TEXT NOT NULL DEFAULT '{}',
    "force_screenshot" BOOLEAN NOT NULL DEFAULT false,
    "custom_width" INTEGER,
    "created_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changed_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_fk" INTEGER,
    "changed_by_fk" INTEGER,

    CONSTRAINT "report_schedule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "report_schedule_user" (
    "report_schedule_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,

    CONSTRAINT "report_schedule_user_pkey" PRIMARY KEY ("report_schedule_id","user_id")
);

-- CreateTable
CREATE TABLE "report_recipient" (
    "id" SERIAL NOT NULL,
    "report_schedule_id" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "recipient_config_json" TEXT NOT NULL,

    CONSTRAINT "report_recipient_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "report_execution_log" (
    "id" SERIAL NOT NULL,
    "uuid" TEXT NOT NULL,
    "report_schedule_id" INTEGER NOT NULL,
    "scheduled_dttm" TIMESTAMP(3) NOT NULL,
    "start_dttm" TIMESTAMP(3),
    "end_dttm" TIMESTAMP(3),
    "value" DOUBLE PRECISION,
    "value_row_json" TEXT,
    "state" TEXT NOT NULL,
    "error_message" TEXT,

    CONSTRAINT "report_execution_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ab_user_username_key" ON "ab_user"("username");

-- CreateIndex
CREATE UNIQUE INDEX "ab_user_email_key" ON "ab_user"("email");

-- CreateIndex
CREATE UNIQUE INDEX "ab_role_name_key" ON "ab_role"("name");

-- CreateIndex
CREATE UNIQUE INDEX "ab_permission_view_name_view_menu_key" ON "ab_permission_view"("name", "view_menu");

-- CreateIndex
CREATE UNIQUE INDEX "dbs_uuid_key" ON "dbs"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "dbs_database_name_key" ON "dbs"("database_name");

-- CreateIndex
CREATE UNIQUE INDEX "tables_uuid_key" ON "tables"("uuid");

-- CreateIndex
CREATE INDEX "tables_database_id_idx" ON "tables"("database_id");

-- CreateIndex
CREATE UNIQUE INDEX "table_columns_uuid_key" ON "table_columns"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "table_columns_table_id_column_name_key" ON "table_columns"("table_id", "column_name");

-- CreateIndex
CREATE UNIQUE INDEX "sql_metrics_uuid_key" ON "sql_metrics"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "sql_metrics_table_id_metric_name_key" ON "sql_metrics"("table_id", "metric_name");

-- CreateIndex
CREATE UNIQUE INDEX "slices_uuid_key" ON "slices"("uuid");

-- CreateIndex
CREATE INDEX "slices_datasource_id_idx" ON "slices"("datasource_id");

-- CreateIndex
CREATE INDEX "slices_changed_on_idx" ON "slices"("changed_on");

-- CreateIndex
CREATE UNIQUE INDEX "dashboards_uuid_key" ON "dashboards"("uuid");

-- CreateIndex
CREATE UNIQUE INDEX "dashboards_slug_key" ON "dashboards"("slug");

-- CreateIndex
CREATE INDEX "dashboards_changed_on_idx" ON "dashboards"("changed_on");

-- CreateIndex
CREATE INDEX "dashboard_slices_slice_id_idx" ON "dashboard_slices"("slice_id");

-- CreateIndex
CREATE INDEX "filter_sets_dashboard_id_idx" ON "filter_sets"("dashboard_id");

-- CreateIndex
CREATE UNIQUE INDEX "favstar_user_id_class_name_obj_id_key" ON "favstar"("user_id", "class_name", "obj_id");

-- CreateIndex
CREATE INDEX "logs_user_id_dttm_idx" ON "logs"("user_id", "dttm");

-- CreateIndex
CREATE UNIQUE INDEX "key_value_uuid_key" ON "key_value"("uuid");

-- CreateIndex
CREATE INDEX "key_value_resource_idx" ON "key_value"("resource");

-- CreateIndex
CREATE UNIQUE INDEX "report_schedule_name_type_key" ON "report_schedule"("name", "type");

-- CreateIndex
CREATE UNIQUE INDEX "report_execution_log_uuid_key" ON "report_execution_log"("uuid");

-- CreateIndex
CREATE INDEX "report_execution_log_report_schedule_id_idx" ON "report_execution_log"("report_schedule_id");

-- AddForeignKey
ALTER TABLE "ab_user_role" ADD CONSTRAINT "ab_user_role_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "ab_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ab_user_role" ADD CONSTRAINT "ab_user_role_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "ab_role"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ab_permission_view_role" ADD CONSTRAINT "ab_permission_view_role_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "ab_role"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ab_permission_view_role" ADD CONSTRAINT "ab_permission_view_role_permission_view_id_fkey" FOREIGN KEY ("permission_view_id") REFERENCES "ab_permission_view"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dbs" ADD CONSTRAINT "dbs_created_by_fk_fkey" FOREIGN KEY ("created_by_fk") REFERENCES "ab_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dbs" ADD CONSTRAINT "dbs_changed_by_fk_fkey" FOREIGN KEY ("changed_by_fk") REFERENCES "ab_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tables" ADD CONSTRAINT "tables_created_by_fk_fkey" FOREIGN KEY ("created_by_fk") REFERENCES "ab_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tables" ADD CONSTRAINT "tables_changed_by_fk_fkey" FOREIGN KEY ("changed_by_fk") REFERENCES "ab_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tables" ADD CONSTRAINT "tables_database_id_fkey" FOREIGN KEY ("database_id") REFERENCES "dbs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "table_columns" ADD CONSTRAINT "table_columns_table_id_fkey" FOREIGN KEY ("table_id") REFERENCES "tables"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sql_metrics" ADD CONSTRAINT "sql_metrics_table_id_fkey" FOREIGN KEY ("table_id") REFERENCES "tables"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sqlatable_user" ADD CONSTRAINT "sqlatable_user_table_id_fkey" FOREIGN KEY ("table_id") REFERENCES "tables"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sqlatable_user" ADD CONSTRAINT "sqlatable_user_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "ab_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "slices" ADD CONSTRAINT "slices_created_by_fk_fkey" FOREIGN KEY ("created_by_fk") REFERENCES "ab_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "slices" ADD CONSTRAINT "slices_changed_by_fk_fkey" FOREIGN KEY ("changed_by_fk") REFERENCES "ab_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "slice_user" ADD CONSTRAINT "slice_user_slice_id_fkey" FOREIGN KEY ("slice_id") REFERENCES "slices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "slice_user" ADD CONSTRAINT "slice_user_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "ab_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_created_by_fk_fkey" FOREIGN KEY ("created_by_fk") REFERENCES "ab_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_changed_by_fk_fkey" FOREIGN KEY ("changed_by_fk") REFERENCES "ab_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dashboard_slices" ADD CONSTRAINT "dashboard_slices_dashboard_id_fkey" FOREIGN KEY ("dashboard_id") REFERENCES "dashboards"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dashboard_slices" ADD CONSTRAINT "dashboard_slices_slice_id_fkey" FOREIGN KEY ("slice_id") REFERENCES "slices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dashboard_user" ADD CONSTRAINT "dashboard_user_dashboard_id_fkey" FOREIGN KEY ("dashboard_id") REFERENCES "dashboards"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dashboard_user" ADD CONSTRAINT "dashboard_user_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "ab_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dashboard_roles" ADD CONSTRAINT "dashboard_roles_dashboard_id_fkey" FOREIGN KEY ("dashboard_id") REFERENCES "dashboards"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dashboard_roles" ADD CONSTRAINT "dashboard_roles_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "ab_role"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "filter_sets" ADD CONSTRAINT "filter_sets_dashboard_id_fkey" FOREIGN KEY ("dashboard_id") REFERENCES "dashboards"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favstar" ADD CONSTRAINT "favstar_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "ab_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "logs" ADD CONSTRAINT "logs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "ab_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_schedule" ADD CONSTRAINT "report_schedule_created_by_fk_fkey" FOREIGN KEY ("created_by_fk") REFERENCES "ab_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_schedule" ADD CONSTRAINT "report_schedule_changed_by_fk_fkey" FOREIGN KEY ("changed_by_fk") REFERENCES "ab_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_schedule" ADD CONSTRAINT "report_schedule_chart_id_fkey" FOREIGN KEY ("chart_id") REFERENCES "slices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_schedule" ADD CONSTRAINT "report_schedule_dashboard_id_fkey" FOREIGN KEY ("dashboard_id") REFERENCES "dashboards"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_schedule" ADD CONSTRAINT "report_schedule_database_id_fkey" FOREIGN KEY ("database_id") REFERENCES "dbs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_schedule_user" ADD CONSTRAINT "report_schedule_user_report_schedule_id_fkey" FOREIGN KEY ("report_schedule_id") REFERENCES "report_schedule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_schedule_user" ADD CONSTRAINT "report_schedule_user_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "ab_user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_recipient" ADD CONSTRAINT "report_recipient_report_schedule_id_fkey" FOREIGN KEY ("report_schedule_id") REFERENCES "report_schedule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "report_execution_log" ADD CONSTRAINT "report_execution_log_report_schedule_id_fkey" FOREIGN KEY ("report_schedule_id") REFERENCES "report_schedule"("id") ON DELETE CASCADE ON UPDATE CASCADE;
