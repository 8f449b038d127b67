import ExcelJS from 'exceljs';
import { type CsvOptions, extensionOf, FileError, planCsvColumns } from './csv-read.ts';
import type { UploadSource } from './csv-source.ts';
import { headOf, isZip } from './csv-stream.ts';
import { planShape, type ShapeOptions } from './options.ts';
import { KindTracker, type UploadKind } from './values.ts';

/** Checks an Excel file by extension and content; legacy .xls workbooks are refused with the way out. */
export async function checkExcelFile(fileName: string, path: string): Promise<void> {
  const { ext } = extensionOf(fileName);
  if (ext === 'xls') {
    throw new FileError(
      'Legacy Excel 97-2003 workbooks (.xls) cannot be read here; save the sheet as .xlsx or CSV and upload that.',
    );
  }
  if (ext !== null && ext !== 'xlsx' && ext !== 'xlsm') {
    throw new FileError(`An Excel upload takes a .xlsx file, not .${ext}.`);
  }
  if (!isZip(await headOf(path))) throw new FileError('The file is not an Excel (.xlsx) workbook.');
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** A cell as the text a CSV would hold: dates as naive ISO text, formulas as their cached result. */
export function cellText(value: ExcelJS.CellValue): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const ms = value.getUTCMilliseconds();
    const date = `${pad(value.getUTCFullYear(), 4)}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const time = `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`;
    return `${date} ${time}${ms ? `.${pad(ms, 3)}` : ''}`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    return result === undefined || (typeof result === 'object' && result !== null && 'error' in result)
      ? null
      : cellText(result as ExcelJS.CellValue);
  }
  if ('text' in value) return String((value as ExcelJS.CellHyperlinkValue).text);
  if ('error' in value) return null;
  return String(value);
}

/**
 * A sheet of an .xlsx workbook (`sheet_name`, default the first) as an upload source: rows after
 * skip_rows/header_row, a header row, then data rows, with the CSV options that apply to cells.
 * The workbook is read whole (Excel caps a sheet at 1,048,576 rows).
 */
export async function excelSource(
  path: string,
  fileName: string,
  sheetName: string | undefined,
  csv: CsvOptions,
  shape: ShapeOptions,
): Promise<UploadSource> {
  await checkExcelFile(fileName, path);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.readFile(path);
  } catch {
    throw new FileError('The Excel workbook is damaged and cannot be read.');
  }
  const sheet = sheetName === undefined ? workbook.worksheets[0] : workbook.getWorksheet(sheetName);
  if (!sheet) {
    const names = workbook.worksheets.map((w) => `"${w.name}"`).join(', ');
    throw new FileError(
      sheetName === undefined
        ? 'The workbook has no sheet.'
        : `The workbook has no sheet "${sheetName}" (it has ${names}).`,
    );
  }
  const width = sheet.columnCount;
  const lines: (string | null)[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: (string | null)[] = [];
    for (let c = 1; c <= width; c += 1) cells.push(cellText(row.getCell(c).value));
    if (cells.some((v) => v !== null && v !== '')) lines.push(cells);
  });
  const skip = (csv.skipRows ?? 0) + (csv.headerRow ?? 0);
  const [header, ...body] = lines.slice(skip);
  const plan = planCsvColumns(
    (header ?? []).map((h) => h ?? ''),
    csv,
  );
  const shaped = planShape(plan.names, shape);
  const data = (csv.rowsToRead === undefined ? body : body.slice(0, csv.rowsToRead)).map((r, i) =>
    shaped.mapRow(plan.cells(r.map((v) => v ?? '')), i + 1, i),
  );
  const trackers = shaped.names.map(() => new KindTracker());
  for (const row of data) {
    for (let i = 0; i < trackers.length; i += 1) {
      if (shaped.forced[i] === null) (trackers[i] as KindTracker).add((row[i] ?? null) as string | null);
    }
  }
  const columns = shaped.names.map((name, i) => ({
    name,
    kind: (shaped.forced[i] ?? (trackers[i] as KindTracker).kind()) as UploadKind,
  }));
  return {
    columns,
    async *batches() {
      for (let start = 0; start < data.length; start += 10_000) yield data.slice(start, start + 10_000);
    },
  };
}
