-- CreateTable
CREATE TABLE "tag" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'custom',
    "description" TEXT,
    "created_on" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changed_on" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_fk" INTEGER,
    "changed_by_fk" INTEGER
);

-- CreateTable
CREATE TABLE "tagged_object" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "tag_id" INTEGER NOT NULL,
    "object_type" TEXT NOT NULL,
    "object_id" INTEGER NOT NULL,
    "chart_id" INTEGER,
    "dashboard_id" INTEGER,
    "saved_query_id" INTEGER,
    "created_on" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_fk" INTEGER,
    CONSTRAINT "tagged_object_tag_id_fkey" FOREIGN KEY ("tag_id") REFERENCES "tag" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "tagged_object_chart_id_fkey" FOREIGN KEY ("chart_id") REFERENCES "slices" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "tagged_object_dashboard_id_fkey" FOREIGN KEY ("dashboard_id") REFERENCES "dashboards" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "tagged_object_saved_query_id_fkey" FOREIGN KEY ("saved_query_id") REFERENCES "saved_query" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "tag_name_key" ON "tag"("name");

-- CreateIndex
CREATE INDEX "tagged_object_object_type_object_id_idx" ON "tagged_object"("object_type", "object_id");

-- CreateIndex
CREATE INDEX "tagged_object_chart_id_idx" ON "tagged_object"("chart_id");

-- CreateIndex
CREATE INDEX "tagged_object_dashboard_id_idx" ON "tagged_object"("dashboard_id");

-- CreateIndex
CREATE INDEX "tagged_object_saved_query_id_idx" ON "tagged_object"("saved_query_id");

-- CreateIndex
CREATE UNIQUE INDEX "tagged_object_tag_id_object_type_object_id_key" ON "tagged_object"("tag_id", "object_type", "object_id");
