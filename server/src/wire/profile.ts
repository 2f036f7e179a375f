import { Type, type Static } from 'typebox';
import { EMAIL_MAX, REAL_NAME_MAX } from './validation';

// The signed-in person's own calls under /api/permission/Users/Current (seed 000 section 7.9) and the avatar upload,
// written once. Nothing here may import fastify, kysely or node.

export const SIGNATURE_MAX = 500;
export const LANDLINE_MAX = 30;
export const POSTAL_ADDRESS_MAX = 200;

/** 1 male, 2 female, 3 not said. */
const GENDER = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

/** GET BaseInfo: what the person may edit, and what they may only read (account, organisation, position, roles). */
export const BASE_INFO = Type.Object({
  id: Type.String(),
  account: Type.String(),
  realName: Type.String(),
  gender: Type.Union([GENDER, Type.Null()]),
  mobilePhone: Type.String(),
  email: Type.String(),
  /** Epoch ms, null when not given. */
  birthday: Type.Union([Type.Number(), Type.Null()]),
  signature: Type.String(),
  landline: Type.String(),
  postalAddress: Type.String(),
  headIcon: Type.String(),
  organizeId: Type.String(),
  /** 'Company/Department'. */
  organize: Type.String(),
  positionId: Type.String(),
  position: Type.String(),
  /** Role ids as comma text (JNPF's roleId) and the names. */
  roleId: Type.String(),
  roleName: Type.String(),
  manager: Type.String(),
  isAdministrator: Type.Boolean(),
  creatorTime: Type.Number(),
});
export type BaseInfo = Static<typeof BASE_INFO>;

/** PUT BaseInfo: the editable fields only. Empty text clears an optional field. */
export const BASE_INFO_BODY = Type.Object(
  {
    realName: Type.String({ maxLength: REAL_NAME_MAX }),
    gender: Type.Optional(Type.Union([GENDER, Type.Null()])),
    mobilePhone: Type.Optional(Type.String({ maxLength: 20 })),
    email: Type.Optional(Type.String({ maxLength: EMAIL_MAX })),
    birthday: Type.Optional(Type.Union([Type.Integer({ minimum: -2_208_988_800_000, maximum: 32_503_680_000_000 }), Type.Null()])),
    signature: Type.Optional(Type.String({ maxLength: SIGNATURE_MAX })),
    landline: Type.Optional(Type.String({ maxLength: LANDLINE_MAX })),
    postalAddress: Type.Optional(Type.String({ maxLength: POSTAL_ADDRESS_MAX })),
  },
  { additionalProperties: false },
);
export type BaseInfoBody = Static<typeof BASE_INFO_BODY>;

const MD5_HEX = Type.String({ pattern: '^[0-9a-f]{32}$' });

/** POST Actions/ModifyPassword: both as the lowercase hex MD5 of what the person typed, as at sign-in. */
export const MODIFY_PASSWORD_BODY = Type.Object({ oldPassword: MD5_HEX, password: MD5_HEX }, { additionalProperties: false });
export type ModifyPasswordBody = Static<typeof MODIFY_PASSWORD_BODY>;

/** POST /api/file/Uploader/userAvatar: the stored name (for PUT Avatar/{name}) and where it is served. */
export const UPLOADED_IMAGE = Type.Object({ name: Type.String(), url: Type.String() });
export type UploadedImage = Static<typeof UPLOADED_IMAGE>;

/** PUT Avatar/{name}: the new headIcon. */
export const AVATAR_RESULT = Type.Object({ headIcon: Type.String() });

/** GET Subordinate/{id|0}: the people whose manager is the caller (0) or one of the caller's subordinates. */
export const SUBORDINATE = Type.Object({
  id: Type.String(),
  account: Type.String(),
  realName: Type.String(),
  headIcon: Type.String(),
  department: Type.String(),
  position: Type.String(),
  /** Whether this person has subordinates of their own (the console opens them lazily). */
  isLeaf: Type.Boolean(),
});
export type Subordinate = Static<typeof SUBORDINATE>;

/** One node of GET Authorize: a menu with the elements the person holds on it. */
const AUTHORIZE_ITEM = Type.Object({ id: Type.String(), enCode: Type.String(), fullName: Type.String() });
export const AUTHORIZE_NODE = Type.Cyclic(
  {
    AuthorizeNode: Type.Object({
      id: Type.String(),
      enCode: Type.String(),
      fullName: Type.String(),
      icon: Type.String(),
      type: Type.Integer(),
      button: Type.Array(AUTHORIZE_ITEM),
      column: Type.Array(AUTHORIZE_ITEM),
      form: Type.Array(AUTHORIZE_ITEM),
      resource: Type.Array(AUTHORIZE_ITEM),
      children: Type.Array(Type.Ref('AuthorizeNode')),
    }),
  },
  'AuthorizeNode',
);
export type AuthorizeNode = Static<typeof AUTHORIZE_NODE>;

/** GET SystemLog: category 1 sign-ins, 3 operations (JNPF's numbers). */
export const SYSTEM_LOG_QUERY = Type.Object({
  category: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(3)])),
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  _t: Type.Optional(Type.String({ maxLength: 20 })),
});

export const SYSTEM_LOG_ENTRY = Type.Object({
  id: Type.String(),
  creatorTime: Type.Number(),
  ipAddress: Type.String(),
  /** Sign-ins: the place of the address; operations: ''. */
  ipAddressName: Type.String(),
  /** Sign-ins: password, sms or scan; operations: what was done ('alarm.rule'). */
  abstracts: Type.String(),
  /** Sign-ins: 1 succeeded, 0 failed; operations: 1. */
  success: Type.Integer(),
  /** Sign-ins: why it failed; operations: the target id. */
  detail: Type.String(),
});
export type SystemLogEntry = Static<typeof SYSTEM_LOG_ENTRY>;

/** GET getUserOrganizes / getUserPositions: what the person belongs to, the main one marked. */
export const USER_MEMBERSHIP = Type.Object({ id: Type.String(), fullName: Type.String(), isDefault: Type.Boolean() });
export type UserMembership = Static<typeof USER_MEMBERSHIP>;

/** PUT major: switch the main organisation or position to one the person belongs to. */
export const MAJOR_BODY = Type.Object(
  {
    majorType: Type.Union([Type.Literal('Organize'), Type.Literal('Position')]),
    majorId: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type MajorBody = Static<typeof MAJOR_BODY>;
