import { reject } from '../../i18n/localized-error';
import {
  SEEPAGE_RECORD,
  SEEPAGE_RECORD_CREATE,
  SEEPAGE_RECORD_UPDATE,
  type SeepageRecord,
  type SeepageRecordCreate,
  type SeepageRecordUpdate,
} from '../../wire/dam-records';
import { manualRecordRoutes } from './manual-record-routes';

/** A piezometer is read as a tube water level, a pressure, or both: a record with neither says nothing. */
function someValue(waterLevel: number | null, pressure: number | null): { waterLevel: number | null; pressure: number | null } {
  if (waterLevel === null && pressure === null) throw reject('dam.seepage-value-required');
  return { waterLevel, pressure };
}

/** `/api/workSeepage/workSeepage`: hand readings of piezometers (osmotic-pressure points). */
export const seepageRecordRoutes = manualRecordRoutes<SeepageRecord, SeepageRecordCreate, SeepageRecordUpdate>({
  base: '/workSeepage/workSeepage',
  table: 'damSeepageRecord',
  pointType: 'osmotic-pressure',
  action: 'dam.seepage-record',
  schemas: { record: SEEPAGE_RECORD, create: SEEPAGE_RECORD_CREATE, update: SEEPAGE_RECORD_UPDATE },
  created: (body) => someValue(body.waterLevel ?? null, body.pressure ?? null),
  // A field left out keeps its stored value; null clears it.
  updated: (body, record) =>
    someValue(
      body.waterLevel === undefined ? record.waterLevel : body.waterLevel,
      body.pressure === undefined ? record.pressure : body.pressure,
    ),
});
