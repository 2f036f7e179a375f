import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { newId } from '../../lib/ids';
import type { SmsProvider } from './sms-provider';

/**
 * The embedded default: nothing leaves the server. Each message is kept in sms_outbox and written to the log,
 * so a demo or a site without an SMS gateway can still complete a mobile sign-in.
 */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(mobile: string, text: string): Promise<void> {
    await this.db.insertInto('smsOutbox').values({ id: newId(), mobile, text, createdAt: Date.now() }).execute();
    this.log.info({ mobile, text }, 'SMS kept in the outbox (no SMS gateway configured)');
  }
}
