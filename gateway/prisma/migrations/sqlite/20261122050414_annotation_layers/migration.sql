-- CreateTable
CREATE TABLE "annotation_layer" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "descr" TEXT,
    "created_on" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changed_on" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_fk" INTEGER,
    "changed_by_fk" INTEGER,
    CONSTRAINT "annotation_layer_created_by_fk_fkey" FOREIGN KEY ("created_by_fk") REFERENCES "ab_user" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "annotation_layer_changed_by_fk_fkey" FOREIGN KEY ("changed_by_fk") REFERENCES "ab_user" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "annotation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "layer_id" INTEGER NOT NULL,
    "short_descr" TEXT,
    "long_descr" TEXT,
    "start_dttm" DATETIME NOT NULL,
    "end_dttm" DATETIME NOT NULL,
    "json_metadata" TEXT,
    "created_on" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changed_on" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_fk" INTEGER,
    "changed_by_fk" INTEGER,
    CONSTRAINT "annotation_created_by_fk_fkey" FOREIGN KEY ("created_by_fk") REFERENCES "ab_user" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "annotation_changed_by_fk_fkey" FOREIGN KEY ("changed_by_fk") REFERENCES "ab_user" ("id") ON DELETE SET NULL ON UPDATE CASCADE,
    CONSTRAINT "annotation_layer_id_fkey" FOREIGN KEY ("layer_id") REFERENCES "annotation_layer" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "annotation_layer_name_key" ON "annotation_layer"("name");

-- CreateIndex
CREATE INDEX "annotation_layer_id_start_dttm_idx" ON "annotation"("layer_id", "start_dttm");

-- CreateIndex
CREATE UNIQUE INDEX "annotation_layer_id_short_descr_key" ON "annotation"("layer_id", "short_descr");
