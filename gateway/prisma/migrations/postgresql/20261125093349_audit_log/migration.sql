-- CreateTable
CREATE TABLE "audit_log" (
    "id" SERIAL NOT NULL,
    "dttm" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "user_id" INTEGER,
    "username" TEXT,
    "action" TEXT NOT NULL,
    "resource_type" TEXT,
    "resource_id" TEXT,
    "method" TEXT,
    "path" TEXT,
    "source" TEXT,
    "ip_address" TEXT,
    "reason" TEXT,
    "diff" TEXT,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "audit_log_dttm_idx" ON "audit_log"("dttm");

-- CreateIndex
CREATE INDEX "audit_log_user_id_dttm_idx" ON "audit_log"("user_id", "dttm");

-- CreateIndex
CREATE INDEX "audit_log_resource_type_resource_id_idx" ON "audit_log"("resource_type", "resource_id");

-- CreateIndex
CREATE INDEX "audit_log_action_dttm_idx" ON "audit_log"("action", "dttm");
