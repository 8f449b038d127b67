import { CSRF_TOKEN_HEADER, csrfToken } from '../../../relay/csrf.ts';

export interface UploadRequest {
  readonly databaseId: number;
  readonly file: File;
  readonly tableName: string;
  readonly schema: string;
  readonly alreadyExists: 'fail' | 'replace' | 'append';
  /** Superset's reading options by form field name (delimiter, column_dates, day_first…); empty ones are left out. */
  readonly options?: Readonly<Record<string, string>>;
}

/** What the server made of the file: the rows written and the table's dataset. */
export interface UploadResult {
  readonly rows: number;
  readonly datasetId: number | null;
}

/** REST's answer message, or the status when the body says nothing. */
function messageOf(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown; errors?: { message?: unknown }[] };
    if (typeof body.message === 'string') return body.message;
    if (body.message && typeof body.message === 'object') {
      return Object.entries(body.message)
        .map(([field, messages]) => `${field}: ${Array.isArray(messages) ? messages.join(' ') : String(messages)}`)
        .join('; ');
    }
    const first = body.errors?.[0]?.message;
    if (typeof first === 'string') return first;
  } catch {
    // Not JSON: fall through to the status line.
  }
  return `The server answered ${xhr.status} ${xhr.statusText}`.trim();
}

/** The upload type a file name implies: Parquet (also zipped), Excel, or CSV (also .gz / .zip). */
export function uploadTypeOf(name: string): 'csv' | 'excel' | 'columnar' {
  if (/\.(parquet|pq)(\.zip)?$/i.test(name)) return 'columnar';
  if (/\.(xlsx|xlsm|xls)$/i.test(name)) return 'excel';
  return 'csv';
}

function resultOf(xhr: XMLHttpRequest): UploadResult {
  try {
    const body = JSON.parse(xhr.responseText) as { result?: { rows?: unknown; dataset_id?: unknown } };
    return {
      rows: typeof body.result?.rows === 'number' ? body.result.rows : 0,
      datasetId: typeof body.result?.dataset_id === 'number' ? body.result.dataset_id : null,
    };
  } catch {
    return { rows: 0, datasetId: null };
  }
}

/**
 * Uploads a CSV or Parquet file to `POST /api/v1/database/{id}/upload/`. XMLHttpRequest, not fetch:
 * only it reports upload progress, which the progress bar shows (0 to 1).
 */
export async function uploadFile(
  request: UploadRequest,
  onProgress: (fraction: number) => void,
): Promise<UploadResult> {
  // The session's CSRF token: the upload rides on the session cookie.
  const token = await csrfToken().catch(() => {
    throw new Error('Could not reach the server. Check your connection and try again.');
  });
  const form = new FormData();
  form.append('file', request.file);
  form.append('type', uploadTypeOf(request.file.name));
  form.append('table_name', request.tableName);
  if (request.schema) form.append('schema', request.schema);
  form.append('already_exists', request.alreadyExists);
  for (const [field, value] of Object.entries(request.options ?? {})) {
    if (value.trim() !== '') form.append(field, value.trim());
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1/database/${request.databaseId}/upload/`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_TOKEN_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(resultOf(xhr));
      } else {
        reject(new Error(messageOf(xhr)));
      }
    };
    xhr.onerror = () => reject(new Error('Could not reach the server. Check your connection and try again.'));
    xhr.send(form);
  });
}
