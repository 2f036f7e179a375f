import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LocalizedError, reject } from '../../i18n/localized-error';
import { CODE, ok } from '../../lib/envelope';
import { signUrl, verifySignedUrl } from '../../lib/signed-url';
import { currentUserId } from '../../shell/current-user-id';
import { CACHE_BUSTER_QUERY } from '../../wire/envelope';
import {
  SIGN_URL_BODY,
  SIGNATURE_PLACEHOLDER,
  SIGNED_URL_CHECK_ENVELOPE,
  SIGNED_URL_CHECK_QUERY,
  SIGNED_URL_ENVELOPE,
} from '../../wire/signed-url';

/** Control characters, spaces and backslashes never belong in an address the console frames or opens. */
function hasUnsafeCharacter(address: string): boolean {
  for (let i = 0; i < address.length; i += 1) {
    const code = address.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/** The address as it will be signed, or a 401 saying what is wrong with it. */
function checkAddress(address: string): string {
  if (hasUnsafeCharacter(address)) throw reject('signed-url.unsafe-address');
  if (address.startsWith('/')) {
    // `//host/x` is another server written as a path.
    if (address.startsWith('//')) throw reject('signed-url.address-form');
    return address;
  }
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw reject('signed-url.address-form');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw reject('signed-url.address-form');
  if (!address.includes(SIGNATURE_PLACEHOLDER)) throw reject('signed-url.placeholder', { placeholder: SIGNATURE_PLACEHOLDER });
  return address;
}

/**
 * POST /api/signed-urls `{ address }` -> `{ url, expiresAt }`: a URL that proves, for one minute and this one address,
 * that the signed-in user asked for it. What the console puts in frames, images and download links instead of its
 * session token (server/docs/signed-urls.md).
 */
export const signUrlRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/signed-urls', { schema: { body: SIGN_URL_BODY, response: { 200: SIGNED_URL_ENVELOPE } } }, async (request) => {
    const address = checkAddress(request.body.address);
    return ok(signUrl(app.config.urlSigningKey, address, currentUserId(request), Date.now()));
  });
};

/**
 * GET /api/signed-urls/check?url= -> `{ userId, account, expiresAt }`: lets a page the console embedded learn who
 * opened it. Public: the signature is the credential. 401 when the URL carries no signature, 602 when it is forged
 * or expired or its user is disabled.
 */
export const checkSignedUrlRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/signed-urls/check',
    {
      schema: {
        querystring: Type.Object({ ...SIGNED_URL_CHECK_QUERY.properties, ...CACHE_BUSTER_QUERY }),
        response: { 200: SIGNED_URL_CHECK_ENVELOPE },
      },
    },
    async (request) => {
      const { url } = request.query;
      const now = Date.now();
      let check = verifySignedUrl(app.config.urlSigningKey, url, now);
      // A page on this server passes its absolute location; the console signed the path.
      if (!check.ok && check.reason === 'forged' && /^https?:\/\//.test(url)) {
        const parsed = URL.canParse(url) ? new URL(url) : null;
        if (parsed) check = verifySignedUrl(app.config.urlSigningKey, `${parsed.pathname}${parsed.search}${parsed.hash}`, now);
      }
      if (!check.ok) {
        if (check.reason === 'missing') throw reject('signed-url.no-signature');
        throw new LocalizedError(CODE.TOKEN_INVALID, check.reason === 'expired' ? 'signed-url.expired' : 'signed-url.not-valid');
      }
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'account', 'enabledMark'])
        .where('id', '=', check.userId)
        .executeTakeFirst();
      if (!user || user.enabledMark !== 1) throw new LocalizedError(CODE.TOKEN_INVALID, 'signed-url.not-valid');
      return ok({ userId: user.id, account: user.account, expiresAt: check.expiresAt });
    },
  );
};
