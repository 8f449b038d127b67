-- CreateTable
CREATE TABLE "css_templates" (
    "id" SERIAL NOT NULL,
    "template_name" TEXT,
    "css" TEXT NOT NULL DEFAULT '',
    "created_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changed_on" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_fk" INTEGER,
    "changed_by_fk" INTEGER,

    CONSTRAINT "css_templates_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "css_templates_template_name_idx" ON "css_templates"("template_name");
