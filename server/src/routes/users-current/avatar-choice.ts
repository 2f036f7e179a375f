import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { missing, reject } from '../../i18n/localized-error';
import { ok } from '../../lib/envelope';
import { currentUserId } from '../../shell/current-user-id';
import { NO_BODY, envelopeOf } from '../../wire/envelope';
import { AVATAR_RESULT } from '../../wire/profile';
import { AVATAR_AREA, avatarStorage, avatarUrl } from './avatar-store';
import { profileMessagesFor } from './profile-messages';

const Params = Type.Object({ value: Type.String({ minLength: 1, maxLength: 64 }) });
/** What an avatar upload answers: 128 random bits in hex and the image's extension (never a path). */
const AVATAR_NAME = /^[0-9a-f]{32}\.[a-z]{3,4}$/;

/**
 * PUT /api/permission/Users/Current/Avatar/{value}: `value` is the name an avatar upload answered. The previous
 * uploaded avatar is deleted; nobody else points at it (each upload has its own random name).
 */
export const avatarChoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/permission/Users/Current/Avatar/:value',
    { schema: { params: Params, body: NO_BODY, response: { 200: envelopeOf(AVATAR_RESULT) } } },
    async (request) => {
      const userId = currentUserId(request);
      const { value } = request.params;
      // Checked here rather than in the schema so that a body with unknown fields is refused first, naming them.
      if (!AVATAR_NAME.test(value)) throw reject('profile.no-such-file');
      const storage = avatarStorage(app);
      const stored = await storage.get(`${AVATAR_AREA}/${value}`);
      if (!stored) throw missing('profile.no-such-file');
      stored.stream.destroy();
      const headIcon = avatarUrl(value);
      const before = await app.db.selectFrom('users').select('headIcon').where('id', '=', userId).executeTakeFirst();
      await app.db.updateTable('users').set({ headIcon }).where('id', '=', userId).execute();
      const previousPrefix = avatarUrl('');
      if (before && before.headIcon !== headIcon && before.headIcon.startsWith(previousPrefix)) {
        await storage.delete(`${AVATAR_AREA}/${before.headIcon.slice(previousPrefix.length)}`);
      }
      request.log.info({ userId, headIcon }, 'avatar changed');
      return ok({ headIcon }, profileMessagesFor(request)('avatar-saved'));
    },
  );
};
