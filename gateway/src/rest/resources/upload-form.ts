import type { CsvOptions } from '../../uploads/csv-read.ts';
import { kindOfDtype, type ShapeOptions } from '../../uploads/options.ts';
import type { UploadKind } from '../../uploads/values.ts';
import { BadRequestError } from '../errors.ts';

/** An upload form's text fields (the file travels apart). */
export type Fields = Record<string, string>;

/** Fields an upload form may carry; anything else is refused rather than silently ignored. */
const KNOWN_FIELDS = new Set([
  'file',
  'csv_file',
  'columnar_file',
  'excel_file',
  'table_name',
  'schema',
  'type',
  'already_exists',
  'if_exists',
  'delimiter',
  'encoding',
  'skip_rows',
  'rows_to_read',
  'null_values',
  'columns_read',
  'decimal',
  'decimal_character',
  'thousands',
  'column_data_types',
  'dtype',
  'column_dates',
  'day_first',
  'dayfirst',
  'index_column',
  'dataframe_index',
  'index_label',
  'header_row',
  'sheet_name',
  'skip_blank_lines',
  'skip_initial_space',
  // Superset 2.x's form: pandas' strict date parsing is its default, so the hint changes nothing.
  'infer_datetime_format',
]);

export function checkFields(keys: Iterable<string>): void {
  for (const key of keys) {
    if (!KNOWN_FIELDS.has(key)) throw new BadRequestError({ [key]: ['Unknown field.'] });
  }
}

export function textField(form: Fields, key: string): string | undefined {
  const v = form[key];
  return typeof v === 'string' && v !== '' ? v : undefined;
}

function countField(form: Fields, key: string): number | undefined {
  const v = textField(form, key);
  if (v === undefined) return undefined;
  if (!/^\d{1,9}$/.test(v.trim())) throw new BadRequestError({ [key]: ['Must be a whole number, 0 or more.'] });
  return Number(v.trim());
}

function boolField(form: Fields, key: string): boolean | undefined {
  const v = textField(form, key)?.trim().toLowerCase();
  if (v === undefined) return undefined;
  if (v === 'true' || v === '1' || v === 'yes' || v === 'on') return true;
  if (v === 'false' || v === '0' || v === 'no' || v === 'off') return false;
  throw new BadRequestError({ [key]: ['Not a valid boolean.'] });
}

/** A list field: a JSON array of strings or comma-separated text (Superset's DelimitedListField). */
function listField(form: Fields, key: string): string[] | undefined {
  const v = textField(form, key);
  if (v === undefined) return undefined;
  if (v.trim().startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      throw new BadRequestError({ [key]: ['Must be a JSON list of strings or comma-separated text.'] });
    }
    if (!Array.isArray(parsed) || !parsed.every((x) => typeof x === 'string')) {
      throw new BadRequestError({ [key]: ['Must be a JSON list of strings or comma-separated text.'] });
    }
    return parsed;
  }
  return v.split(',').map((x) => x.trim());
}

function charField(form: Fields, key: string): string | undefined {
  const v = textField(form, key);
  if (v !== undefined && v.length !== 1) throw new BadRequestError({ [key]: ['Must be one character.'] });
  return v;
}

/** column_data_types: a JSON object of column name -> pandas dtype ({"user_id": "int"}). */
function dtypeField(form: Fields): Record<string, UploadKind> | undefined {
  const key = form.column_data_types !== undefined ? 'column_data_types' : 'dtype';
  const v = textField(form, key);
  if (v === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(v);
  } catch {
    throw new BadRequestError({ [key]: ['Invalid JSON format for column_data_types'] });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new BadRequestError({ [key]: ['Must be a JSON object of column name to data type.'] });
  }
  const out: Record<string, UploadKind> = {};
  for (const [column, type] of Object.entries(parsed)) {
    const kind = typeof type === 'string' ? kindOfDtype(type) : null;
    if (kind === null) {
      throw new BadRequestError({
        [key]: [
          `Unknown data type ${JSON.stringify(type)} for column "${column}" (use int, float, bool, str or datetime64).`,
        ],
      });
    }
    out[column] = kind;
  }
  return out;
}

export function csvOptionsOf(form: Fields): CsvOptions {
  // Accepted for Superset 2.x's form and checked, with no effect (see KNOWN_FIELDS).
  boolField(form, 'infer_datetime_format');
  const rowsToRead = countField(form, 'rows_to_read');
  if (rowsToRead === 0) throw new BadRequestError({ rows_to_read: ['Must be greater than or equal to 1.'] });
  return {
    delimiter: textField(form, 'delimiter'),
    encoding: textField(form, 'encoding')?.trim() || 'utf-8',
    skipRows: countField(form, 'skip_rows'),
    rowsToRead,
    headerRow: countField(form, 'header_row'),
    nullValues: listField(form, 'null_values'),
    columnsRead: listField(form, 'columns_read'),
    decimal: charField(form, 'decimal') ?? charField(form, 'decimal_character'),
    thousands: charField(form, 'thousands'),
    skipBlankLines: boolField(form, 'skip_blank_lines'),
    skipInitialSpace: boolField(form, 'skip_initial_space'),
  };
}

export function shapeOptionsOf(form: Fields): ShapeOptions {
  return {
    dtype: dtypeField(form),
    columnDates: listField(form, 'column_dates')?.filter((c) => c !== ''),
    dayFirst: boolField(form, 'day_first') ?? boolField(form, 'dayfirst'),
    indexColumn: textField(form, 'index_column'),
    dataframeIndex: boolField(form, 'dataframe_index'),
    indexLabel: textField(form, 'index_label'),
  };
}

export function sheetNameOf(form: Fields): string | undefined {
  return textField(form, 'sheet_name');
}
