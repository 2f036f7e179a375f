import { Type, type Static } from 'typebox';

// Sign-in under /api/oauth (contract section 2), written once: the routes validate and serialise with these schemas,
// the console `import type`s the Static types. Nothing here may import fastify, kysely or node.

/** POST /api/oauth/Login, form-encoded as the console sends it (JSON too). grant_type password (default) or sms. */
export const LOGIN_REQUEST = Type.Object(
  {
    /** The account, or the mobile number for grant_type sms. */
    account: Type.String({ maxLength: 64 }),
    /** MD5 hex of the password, or a JNPF 3.6 console's hex of AES-128-ECB over it (96 characters). */
    password: Type.Optional(Type.String({ maxLength: 128 })),
    origin: Type.Optional(Type.String({ maxLength: 32 })),
    /** The image captcha's text, or the SMS code. */
    code: Type.Optional(Type.String({ maxLength: 16 })),
    /** The image captcha's key (its ImageCode timestamp). */
    timestamp: Type.Optional(Type.String({ maxLength: 64 })),
    client_id: Type.Optional(Type.Literal('admin')),
    scope: Type.Optional(Type.Literal('all')),
    grant_type: Type.Optional(Type.Union([Type.Literal('password'), Type.Literal('sms')])),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LOGIN_REQUEST>;

export const LOGIN_RESULT = Type.Object({
  /** 'bearer …': sent back as the Authorization header. */
  token: Type.String(),
  /** The person's layout: classic, functional, plain or blend. */
  theme: Type.String(),
});
export type LoginResult = Static<typeof LOGIN_RESULT>;

/** GET /api/oauth/getConfig/{account}: whether the form must show the image captcha, and its length. */
export const LOGIN_CONFIG = Type.Object({
  enableVerificationCode: Type.Union([Type.Literal(0), Type.Literal(1)]),
  verificationCodeNumber: Type.Integer(),
});
export type LoginConfig = Static<typeof LOGIN_CONFIG>;

/** POST /api/oauth/sms/send. */
export const SMS_SEND_REQUEST = Type.Object({ mobile: Type.String({ maxLength: 32 }) }, { additionalProperties: false });
export type SmsSendRequest = Static<typeof SMS_SEND_REQUEST>;

/** Seconds until another code may be sent, and until this one expires. */
export const SMS_SENT = Type.Object({ resendAfter: Type.Integer(), expiresIn: Type.Integer() });
export type SmsSent = Static<typeof SMS_SENT>;

/** Scan sign-in: 0 waiting, 1 scanned, 2 done (`value` is then the token, on that one poll), -1 expired. */
export const SCAN_STATUS = Type.Object({ status: Type.Integer(), value: Type.String() });
export type ScanStatus = Static<typeof SCAN_STATUS>;

/** The phone's answer after it moved a ticket on. */
export const SCAN_STEP = Type.Object({ status: Type.Integer() });

/** POST /api/oauth/LockScreen: the signed-in person's account and MD5 password. */
export const UNLOCK_REQUEST = Type.Object(
  { account: Type.String({ maxLength: 64 }), password: Type.String({ maxLength: 128 }) },
  { additionalProperties: false },
);
export type UnlockRequest = Static<typeof UNLOCK_REQUEST>;
