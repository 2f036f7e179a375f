import { Type, type Static } from 'typebox';

// The public site settings (contract section 2 `sysConfigInfo`, spec section 3 "Site config"), written once: the
// server's `GET /api/system/SysConfig` and `GET /api/oauth/CurrentUser` serialise with it, the console `import type`s it.
// Nothing here may import fastify, kysely or node.

/** What the login page and the shell read before and after sign-in. Every key is always present (defaults fill gaps). */
export const SITE_CONFIG = Type.Object({
  title: Type.String(),
  sysName: Type.String(),
  sysVersion: Type.String(),
  copyright: Type.String(),
  logoIcon: Type.String(),
  navigationIcon: Type.String(),
  /** '1' light menu, otherwise dark. */
  menuStyle: Type.String(),
  drawerStyle: Type.String(),
  runningMode: Type.String(),
});
export type SiteConfig = Static<typeof SITE_CONFIG>;
