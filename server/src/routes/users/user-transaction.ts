import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { invalid, type AppError } from '../../lib/envelope';
import { isForeignKeyViolation, isUniqueViolation } from '../../shell/user-store';
import type { UserMessages } from './user-messages';

/**
 * Runs a user write in one transaction. The rules were checked just before; what changed in between is caught by
 * the database itself: an account taken meanwhile (unique index) answers `onDuplicate()`, an organisation,
 * position or role deleted meanwhile (foreign keys) answers 401 asking for a refresh. Nothing is written either way.
 */
export async function userTransaction(
  app: FastifyInstance,
  messages: UserMessages,
  onDuplicate: () => AppError,
  work: (trx: Db) => Promise<void>,
): Promise<void> {
  try {
    await app.db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw onDuplicate();
    if (isForeignKeyViolation(error)) throw invalid(messages.t('data-changed'));
    throw error;
  }
}
