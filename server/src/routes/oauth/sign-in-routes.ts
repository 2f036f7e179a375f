import type { FastifyInstance } from 'fastify';
import type { SignInServices } from '../../auth/sign-in-services';
import { resolveSignInSettings } from '../../auth/sign-in-settings';
import { createGeoProvider } from '../../providers/geo/geo-provider';
import { createSmsProvider } from '../../providers/sms/sms-provider';
import { imageCodeRoute } from './image-code';
import { lockScreenRoute } from './lock-screen';
import { loginConfigRoute } from './login-config';
import { loginRoute } from './login';
import { logoutRoute } from './logout';
import { scanConfirmRoutes } from './scan-confirm';
import { scanTicketRoutes } from './scan-ticket';
import { smsSendRoute } from './sms-send';

/** Sign-in and session under /api/oauth (contract section 2); CurrentUser is registered by its own area. */
export async function signInRoutes(app: FastifyInstance): Promise<void> {
  const settings = resolveSignInSettings(app.config);
  const services: SignInServices = {
    db: app.db,
    settings,
    geo: createGeoProvider(settings, app.log),
    sms: createSmsProvider(settings, app.db, app.log),
    log: app.log,
    sessionIdleMs: app.config.sessionIdleMs,
  };
  await app.register(
    async (oauth) => {
      await oauth.register(loginRoute, { services });
      await oauth.register(loginConfigRoute, { services });
      await oauth.register(imageCodeRoute, { services });
      await oauth.register(smsSendRoute, { services });
      await oauth.register(scanTicketRoutes, { services });
      await oauth.register(scanConfirmRoutes, { services });
      await oauth.register(logoutRoute);
      await oauth.register(lockScreenRoute, { services });
    },
    { prefix: '/oauth' },
  );
}
