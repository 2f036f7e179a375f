import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Selectable } from 'kysely';
import type { WorkOrderQuestionTypeTable } from '../../../db/tables/work-orders';
import { ok } from '../../../lib/envelope';
import { currentUserId } from '../../../shell/current-user-id';
import { containsText, readKeyword } from '../../../shell/list-query';
import { listEnvelopeOf } from '../../../wire/envelope';
import {
  QUESTION_TYPE,
  QUESTION_TYPE_BY_CLASS_BODY,
  QUESTION_TYPE_LIST_BODY,
  type QuestionType,
} from '../../../wire/work-orders-job-classes';

const toQuestionType = (row: Selectable<WorkOrderQuestionTypeTable>): QuestionType => ({
  id: row.id,
  fullName: row.fullName,
  enCode: row.enCode,
  classifyId: row.classifyId,
  sortCode: Number(row.sortCode),
});

/** Question types (seed 001 section 7): reference lists a reporting or order form picks from; a session suffices. */
export const questionTypeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/questionType/QuestionType/getList',
    { schema: { body: QUESTION_TYPE_LIST_BODY, response: { 200: listEnvelopeOf(QUESTION_TYPE) } } },
    async (request) => {
      currentUserId(request);
      let select = app.db.selectFrom('workOrderQuestionType');
      const keyword = readKeyword(request.body.keyword);
      if (keyword) select = select.where((eb) => eb.or([containsText('full_name', keyword), containsText('en_code', keyword)]));
      const rows = await select.selectAll().orderBy('sortCode').orderBy('id').limit(1000).execute();
      return ok({ list: rows.map(toQuestionType) });
    },
  );

  app.post(
    '/questionType/QuestionType/getListByClassicTemp',
    { schema: { body: QUESTION_TYPE_BY_CLASS_BODY, response: { 200: listEnvelopeOf(QUESTION_TYPE) } } },
    async (request) => {
      currentUserId(request);
      const rows = await app.db
        .selectFrom('workOrderQuestionType')
        .selectAll()
        .where('classifyId', '=', request.body.classifyId)
        .orderBy('sortCode')
        .orderBy('id')
        .execute();
      return ok({ list: rows.map(toQuestionType) });
    },
  );
};
