import {
  SEEPAGE_FLOW_RECORD,
  SEEPAGE_FLOW_RECORD_CREATE,
  SEEPAGE_FLOW_RECORD_UPDATE,
  type SeepageFlowRecord,
  type SeepageFlowRecordCreate,
  type SeepageFlowRecordUpdate,
} from '../../wire/dam-records';
import { manualRecordRoutes } from './manual-record-routes';

/** `/api/workSeepageFlow/workSeepageFlow`: hand readings of measuring weirs (seepage-flow points). */
export const seepageFlowRecordRoutes = manualRecordRoutes<SeepageFlowRecord, SeepageFlowRecordCreate, SeepageFlowRecordUpdate>({
  base: '/workSeepageFlow/workSeepageFlow',
  table: 'damSeepageFlowRecord',
  pointType: 'seepage-flow',
  action: 'dam.seepage-flow-record',
  schemas: { record: SEEPAGE_FLOW_RECORD, create: SEEPAGE_FLOW_RECORD_CREATE, update: SEEPAGE_FLOW_RECORD_UPDATE },
  created: (body) => ({ flow: body.flow, weirHead: body.weirHead ?? null }),
  // A field left out keeps its stored value; the flow is required and cannot be cleared.
  updated: (body) => ({
    ...(body.flow === undefined ? {} : { flow: body.flow }),
    ...(body.weirHead === undefined ? {} : { weirHead: body.weirHead }),
  }),
});
