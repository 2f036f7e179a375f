import type { FastifyInstance } from 'fastify';
import { sessionLifetime } from '../../auth/sessions';
import type { SignInServices } from '../../auth/sign-in-services';
import { resolveSignInSettings } from '../../auth/sign-in-settings';
import { createGeoProvider } from '../../providers/geo/geo-provider';
import { createSmsProvider } from '../../providers/sms/sms-provider';
import { sweepSignInTables, SWEEP_INTERVAL_MS } from '../../auth/sign-in-housekeeping';
import { accountUnlockRoute } from './account-unlock';
import { imageCodeRoute } from './image-code';
import { lockScreenRoute } from './lock-screen';
import { loginConfigRoute } from './login-config';
import { loginRoute } from './login';
import { logoutRoute } from './logout';
import { scanConfirmRoutes } from './scan-confirm';
import { scanTicketRoutes } from './scan-ticket';
import { smsSendRoute } from './sms-send';
import { signedIn } from '../signed-in';

/** Sign-in (public) and the session's own calls (signed in) under /api/oauth (contract section 2); CurrentUser is its own area. */
export async function signInRoutes(app: FastifyInstance): Promise<void> {
  const settings = resolveSignInSettings(app.config);
  const services: SignInServices = {
    db: app.db,
    settings,
    geo: createGeoProvider(settings, app.log),
    sms: createSmsProvider(settings, app.db, app.log),
    log: app.log,
    session: sessionLifetime(app.config),
  };
  await app.register(
    async (oauth) => {
      await oauth.register(loginRoute, { services });
      await oauth.register(loginConfigRoute, { services });
      await oauth.register(imageCodeRoute, { services });
      await oauth.register(smsSendRoute, { services });
      await oauth.register(scanTicketRoutes, { services });
    },
    { prefix: '/oauth' },
  );
  // What a signed-in caller does with its own session: confirm a scan from the phone, lock the screen, sign out.
  await app.register(
    signedIn(async (oauth) => {
      await oauth.register(scanConfirmRoutes, { services });
      await oauth.register(logoutRoute);
      await oauth.register(lockScreenRoute, { services });
    }),
    { prefix: '/oauth' },
  );
  // An administrator lifts a user's sign-in locks; the path sits with the user calls of seed 000 section 7.9.
  await app.register(signedIn(async (scope) => scope.register(accountUnlockRoute)));
  startHousekeeping(app);
}

/** Keeps the tables anonymous callers write to within their bounds (auth/sign-in-housekeeping.ts), once a minute. */
function startHousekeeping(app: FastifyInstance): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepSignInTables(app.db)
      .catch((error: unknown) => app.log.error({ err: error }, 'sign-in housekeeping failed'))
      .finally(() => {
        running = false;
      });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
