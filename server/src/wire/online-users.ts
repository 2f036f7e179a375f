import { Type, type Static } from 'typebox';
import { PAGING_QUERY } from './envelope';

// Live sessions under /api/system/OnlineUser (rights of the menu system.onlineUser), written once. Nothing here may import fastify,
// kysely or node.

export const ONLINE_USER_QUERY = Type.Object({
  currentPage: PAGING_QUERY.currentPage,
  pageSize: PAGING_QUERY.pageSize,
  keyword: Type.Optional(Type.String({ maxLength: 64 })),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  _t: PAGING_QUERY._t,
});

/** One live session (not revoked, not expired). */
export const ONLINE_USER = Type.Object({
  /** The session's id. */
  id: Type.String(),
  userId: Type.String(),
  userAccount: Type.String(),
  userName: Type.String(),
  loginTime: Type.Number(),
  lastActiveTime: Type.Number(),
  expiresAt: Type.Number(),
  loginIPAddress: Type.String(),
  loginIPAddressName: Type.String(),
  origin: Type.String(),
  loginBrowser: Type.String(),
  loginSystem: Type.String(),
  /** The caller's own session. */
  isCurrent: Type.Boolean(),
});
export type OnlineUser = Static<typeof ONLINE_USER>;

/** DELETE /api/system/OnlineUser/{userId}: how many sessions were signed out. */
export const FORCE_OFFLINE_RESULT = Type.Object({ revoked: Type.Integer() });
