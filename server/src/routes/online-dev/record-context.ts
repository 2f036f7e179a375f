import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../i18n/request-language';
import type { ServerLanguage } from '../../i18n/languages';
import { currentUserId } from '../../shell/current-user-id';
import {
  recordPageOf,
  recordScopeOf,
  requireRecordButton,
  requireRecordPage,
  type RecordButton,
  type RecordPage,
} from '../../forms/records/record-access';
import { requireReleasedForm, type ReleasedForm } from '../../forms/records/released-form';
import type { UserDataScope } from '../../shell/data-scope';

// What every OnlineDev call starts with: the caller, the released form, the page whose rights guard it, the right the
// call needs (the page itself, or one of its buttons) and the caller's data scope on it.

export interface RecordContext {
  userId: string;
  language: ServerLanguage;
  form: ReleasedForm;
  page: RecordPage;
  scope: UserDataScope;
}

/** Checks the right first (403 before anything about the form is told), then reads the released form. */
export async function recordContext(
  app: FastifyInstance,
  request: FastifyRequest,
  modelId: string,
  button?: RecordButton,
): Promise<RecordContext> {
  const userId = currentUserId(request);
  const page = await recordPageOf(app.db, modelId);
  if (button) await requireRecordButton(app.db, userId, page, button);
  else await requireRecordPage(app.db, userId, page);
  const [form, scope] = await Promise.all([requireReleasedForm(app.db, modelId), recordScopeOf(app.db, userId, page)]);
  return { userId, language: requestLanguage(request), form, page, scope };
}
