import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { TableSource } from './table-source.ts';

function xlsxCell(value: unknown, temporal: boolean): unknown {
  if (value === null || value === undefined) return null;
  if (temporal && typeof value === 'number') return new Date(value);
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (typeof value === 'object' && !(value instanceof Date)) return JSON.stringify(value);
  return value;
}

/**
 * One sheet written row by row with exceljs' streaming writer: rows are committed (serialised and
 * dropped) as they arrive, so a large result is never held whole. The file is zipped on the fly.
 */
export function xlsxStream(source: TableSource): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Sheet1');
  void (async () => {
    try {
      sheet.addRow(source.colnames).commit();
      for await (const batch of source.batches) {
        for (const row of batch) sheet.addRow(row.map((v, i) => xlsxCell(v, source.temporal[i] === true))).commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (e) {
      await source.batches.return();
      out.destroy(e instanceof Error ? e : new Error(String(e)));
    }
  })();
  out.on('close', () => void source.batches.return());
  return out;
}
