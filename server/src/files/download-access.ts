import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LocalizedError } from '../i18n/localized-error';
import { CODE } from '../lib/envelope';
import { verifySignedUrl } from '../lib/signed-url';
import { readToken } from '../plugins/auth';

/**
 * Who is downloading: the session's user when the request carries a token (the API client's fetch), otherwise the
 * user a one-minute signed URL names (POST /api/signed-urls: what an <img>, a frame or a download link carries, since
 * none of them can send a header). 600/601/602 when neither holds.
 */
export async function downloaderId(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const { sig } = request.query as { sig?: string };
  if (sig === undefined || readToken(request) !== undefined) {
    await app.requireAuth(request);
    if (!request.session) throw new LocalizedError(CODE.TOKEN_INVALID, 'session.invalid');
    return request.session.userId;
  }
  const check = verifySignedUrl(app.config.urlSigningKey, request.url, Date.now());
  if (!check.ok) throw new LocalizedError(CODE.TOKEN_INVALID, check.reason === 'expired' ? 'signed-url.expired' : 'signed-url.not-valid');
  const user = await app.db.selectFrom('users').select('enabledMark').where('id', '=', check.userId).executeTakeFirst();
  if (user?.enabledMark !== 1) throw new LocalizedError(CODE.TOKEN_INVALID, 'signed-url.not-valid');
  return check.userId;
}
