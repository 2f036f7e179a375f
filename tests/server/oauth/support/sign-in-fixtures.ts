import type { FastifyInstance, InjectOptions } from 'fastify';
import { hashPassword, md5Hex } from '../../../../server/src/auth/passwords';
import type { Db } from '../../../../server/src/db/database';
import { newId } from '../../../../server/src/lib/ids';

export const PASSWORD = 'Duty2026pass';

export interface UserSpec {
  account: string;
  password?: string;
  enabled?: boolean;
  theme?: string;
  mobile?: string | null;
  parentId?: string | null;
  isAdministrator?: boolean;
  realName?: string;
}

const ORGANIZE_ID = 'org-sign-in-tests';

/** Inserts a user straight into the database (and the one organisation users need). Returns the id. */
export async function createUser(db: Db, spec: UserSpec): Promise<string> {
  const existing = await db.selectFrom('organize').select('id').where('id', '=', ORGANIZE_ID).executeTakeFirst();
  if (!existing) {
    await db
      .insertInto('organize')
      .values({ id: ORGANIZE_ID, parentId: '-1', category: 'company', enCode: 'signin', fullName: 'Sign-in tests', createdAt: Date.now() })
      .execute();
  }
  const id = newId();
  await db
    .insertInto('users')
    .values({
      id,
      account: spec.account,
      parentId: spec.parentId ?? null,
      realName: spec.realName ?? `Person ${spec.account}`,
      mobilePhone: spec.mobile ?? null,
      email: null,
      organizeId: ORGANIZE_ID,
      departmentId: null,
      positionId: null,
      passwordHash: await hashPassword(md5Hex(spec.password ?? PASSWORD)),
      isAdministrator: spec.isAdministrator ? 1 : 0,
      enabledMark: spec.enabled === false ? 0 : 1,
      theme: spec.theme ?? 'classic',
      createdAt: Date.now(),
    })
    .execute();
  return id;
}

export interface LoginFields {
  account: string;
  password?: string;
  code?: string;
  timestamp?: string;
  grant_type?: string;
  origin?: string;
}

export interface RequestOptions {
  remoteAddress?: string;
  language?: string;
}

function headersFor(options: RequestOptions, extra: Record<string, string> = {}): Record<string, string> {
  return { ...(options.language ? { 'accept-language': options.language } : {}), ...extra };
}

/** POST /api/oauth/Login form-encoded, as the console sends it; `password` is the plain password (hashed here). */
export async function login(app: FastifyInstance, fields: LoginFields, options: RequestOptions = {}) {
  const form = new URLSearchParams({
    account: fields.account,
    password: fields.password === undefined ? '' : md5Hex(fields.password),
    origin: fields.origin ?? 'password',
    code: fields.code ?? '',
    timestamp: fields.timestamp ?? '',
    client_id: 'admin',
    scope: 'all',
    grant_type: fields.grant_type ?? 'password',
  });
  return inject(
    app,
    {
      method: 'POST',
      url: '/api/oauth/Login',
      headers: headersFor(options, { 'content-type': 'application/x-www-form-urlencoded' }),
      payload: form.toString(),
    },
    options,
  );
}

/** app.inject that returns the parsed envelope. */
export async function inject(app: FastifyInstance, request: InjectOptions, options: RequestOptions = {}) {
  const response = await app.inject({
    ...request,
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    headers: { ...headersFor(options), ...(request.headers as Record<string, string> | undefined) },
  });
  return { status: response.statusCode, body: response.json() as { code: number; msg: string; data?: unknown } };
}

/** Signs in and returns the token, failing loudly when the sign-in does not succeed. */
export async function tokenFor(app: FastifyInstance, account: string, password = PASSWORD, options: RequestOptions = {}): Promise<string> {
  const { body } = await login(app, { account, password }, options);
  if (body.code !== 200) throw new Error(`sign-in of ${account} failed: ${body.code} ${body.msg}`);
  return (body.data as { token: string }).token;
}

/** Fetches an image captcha for `timestamp` and reads its answer from the database, as a person would read the image. */
export async function solveCaptcha(app: FastifyInstance, db: Db, timestamp: string, options: RequestOptions = {}): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/oauth/ImageCode/4/${timestamp}`,
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
  });
  if (!String(response.headers['content-type']).startsWith('image/svg+xml')) throw new Error('no captcha image');
  const row = await db.selectFrom('captcha').select('code').where('key', '=', timestamp).executeTakeFirstOrThrow();
  return row.code;
}

export async function latestLoginLog(db: Db) {
  return db.selectFrom('loginLog').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
}
