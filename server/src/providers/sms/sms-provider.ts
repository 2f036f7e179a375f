import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { OutboxSmsProvider } from './outbox-sms-provider';
import { WebhookSmsProvider } from './webhook-sms-provider';

/** Delivers one text message. Rejects when the message was not accepted for delivery. */
export interface SmsProvider {
  readonly name: string;
  send(mobile: string, text: string): Promise<void>;
}

export interface SmsProviderSettings {
  smsWebhookUrl: string | undefined;
  smsWebhookToken: string | undefined;
}

/** The webhook provider when SMS_WEBHOOK_URL is set, otherwise the embedded outbox (table sms_outbox). */
export function createSmsProvider(settings: SmsProviderSettings, db: Db, log: FastifyBaseLogger): SmsProvider {
  if (settings.smsWebhookUrl) return new WebhookSmsProvider(settings.smsWebhookUrl, settings.smsWebhookToken);
  return new OutboxSmsProvider(db, log);
}
