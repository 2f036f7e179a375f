import type { SmsProvider } from './sms-provider';

const TIMEOUT_MS = 5000;

/**
 * Posts `{ mobile, text }` as JSON to SMS_WEBHOOK_URL (with `Authorization: Bearer <SMS_WEBHOOK_TOKEN>` when set).
 * Any 2xx answer means accepted; the gateway behind the hook owns templates, signatures and retries.
 */
export class WebhookSmsProvider implements SmsProvider {
  readonly name = 'webhook';

  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(mobile: string, text: string): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const response = await fetch(this.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ mobile, text }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // Free the connection; the gateway's answer carries nothing the sign-in needs.
    await response.body?.cancel();
    if (!response.ok) throw new Error(`SMS webhook answered HTTP ${response.status}`);
  }
}
