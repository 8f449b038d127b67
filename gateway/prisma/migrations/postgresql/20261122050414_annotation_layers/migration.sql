-- CreateTable
CREATE TABLE "annotation_layer" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "descr" TEXT,
    "created_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changed_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_fk" INTEGER,
    "changed_by_fk" INTEGER,

    CONSTRAINT "annotation_layer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "annotation" (
    "id" SERIAL NOT NULL,
    "layer_id" INTEGER NOT NULL,
    "short_descr" TEXT,
    "long_descr" TEXT,
    "start_dttm" TIMESTAMP(3) NOT NULL,
    "end_dttm" TIMESTAMP(3) NOT NULL,
    "json_metadata" TEXT,
    "created_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changed_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_fk" INTEGER,
    "changed_by_fk" INTEGER,

    CONSTRAINT "annotation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "annotation_layer_name_key" ON "annotation_layer"("name");

-- CreateIndex
CREATE INDEX "annotation_layer_id_start_dttm_idx" ON "annotation"("layer_id", "start_dttm");

-- CreateIndex
CREATE UNIQUE INDEX "annotation_layer_id_short_descr_key" ON "annotation"("layer_id", "short_descr");

-- AddForeignKey
ALTER TABLE "annotation_layer" ADD CONSTRAINT "annotation_layer_created_by_fk_fkey" FOREIGN KEY ("created_by_fk") REFERENCES "ab_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "annotation_layer" ADD CONSTRAINT "annotation_layer_changed_by_fk_fkey" FOREIGN KEY ("changed_by_fk") REFERENCES "ab_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "annotation" ADD CONSTRAINT "annotation_created_by_fk_fkey" FOREIGN KEY ("created_by_fk") REFERENCES "ab_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "annotation" ADD CONSTRAINT "annotation_changed_by_fk_fkey" FOREIGN KEY ("changed_by_fk") REFERENCES "ab_user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "annotation" ADD CONSTRAINT "annotation_layer_id_fkey" FOREIGN KEY ("layer_id") REFERENCES "annotation_layer"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
