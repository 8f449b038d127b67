-- CreateTable
CREATE TABLE "css_templates" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "template_name" TEXT,
    "css" TEXT NOT NULL DEFAULT '',
    "created_on" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changed_on" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_fk" INTEGER,
    "changed_by_fk" INTEGER
);

-- CreateIndex
CREATE INDEX "css_templates_template_name_idx" ON "css_templates"("template_name");
