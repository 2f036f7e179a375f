import SQLite from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { benchPerson, seededRandom } from './chinese-people';

// Builds user import files the way a person does: download the server's own template (POST
// /api/permission/Users/Actions/ImportTemplate), fill its first sheet, upload it (POST .../Actions/Import).

/** A unit as the import's organisation column names it (its full path) and the codes of its positions. */
interface ImportPlace {
  path: string;
  positionCodes: string[];
}

/** The enabled units of the site's organisation with their paths, read from its SQLite file (the server may run). */
export function importPlaces(dbPath: string): ImportPlace[] {
  const sqlite = new SQLite(dbPath, { readonly: true });
  try {
    // Every unit names a path (the server's paths go through disabled ones too); people go to enabled ones only.
    const units = sqlite.prepare('select id, parent_id, category, full_name, enabled_mark from organize').all() as {
      id: string;
      parent_id: string;
      category: string;
      full_name: string;
      enabled_mark: number;
    }[];
    const positions = sqlite.prepare('select en_code, organize_id from position where enabled_mark = 1').all() as {
      en_code: string;
      organize_id: string;
    }[];
    const byId = new Map(units.map((unit) => [unit.id, unit]));
    // A unit's path from its root, and whether a company sits at or above it (the import refuses a unit without one).
    const placeOf = (id: string): { path: string; underCompany: boolean } => {
      const names: string[] = [];
      let underCompany = false;
      for (let at = byId.get(id); at && names.length < 50; at = byId.get(at.parent_id)) {
        names.unshift(at.full_name);
        underCompany ||= at.category === 'company';
      }
      return { path: names.join('/'), underCompany };
    };
    return units.flatMap((unit) => {
      const { path, underCompany } = placeOf(unit.id);
      if (!underCompany || unit.enabled_mark !== 1) return [];
      const positionCodes = positions.filter((position) => position.organize_id === unit.id).map((position) => position.en_code);
      return [{ path, positionCodes }];
    });
  } finally {
    sqlite.close();
  }
}

/** The server's import template, as the console downloads it. */
async function downloadTemplate(url: string, headers: Record<string, string>): Promise<ExcelJS.Workbook> {
  const response = await fetch(`${url}/api/permission/Users/Actions/ImportTemplate`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: '{}',
  });
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('spreadsheetml')) throw new Error(`import template refused: ${await response.text()}`);
  const workbook = new ExcelJS.Workbook();
  // exceljs declares its own Buffer type, which Node's no longer matches.
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  return workbook;
}

/**
 * The template filled with people numbered `first`..`first + count - 1` (numbers the bulk insert did not use, so
 * no account clashes), spread over `places`, in the template's column order (account, name, mobile, e-mail,
 * organisation, position, state).
 */
export async function importWorkbook(
  url: string,
  headers: Record<string, string>,
  places: ImportPlace[],
  first: number,
  count: number,
): Promise<Buffer> {
  const workbook = await downloadTemplate(url, headers);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the import template has no sheet');
  const random = seededRandom(first);
  for (let index = first; index < first + count; index += 1) {
    const person = benchPerson(index, random);
    const place = places[index % places.length] as ImportPlace;
    const position = place.positionCodes.length > 0 ? (place.positionCodes[index % place.positionCodes.length] as string) : '';
    sheet.addRow([person.account, person.realName, person.mobilePhone ?? '', person.email ?? '', place.path, position, '启用']);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface ImportAnswer {
  ms: number;
  code: number;
  msg: string;
  created: number;
}

/** Uploads one file through the real import call, timed from sending to the parsed answer. */
export async function uploadImport(url: string, headers: Record<string, string>, file: Buffer, name: string): Promise<ImportAnswer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const started = performance.now();
  const response = await fetch(`${url}/api/permission/Users/Actions/Import`, { method: 'POST', headers, body: form });
  const json = (await response.json()) as { code: number; msg: string; data?: { created?: number } };
  return { ms: performance.now() - started, code: json.code, msg: json.msg, created: json.data?.created ?? 0 };
}
