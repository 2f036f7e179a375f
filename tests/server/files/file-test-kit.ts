import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { issueSession } from '../../../server/src/auth/sessions';
import { createTestApp, type TestContext } from '../support/test-app';

// What the file suites share: a server with its own upload folder, three people with sessions, multipart bodies.

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

export const PEOPLE = ['alice', 'bob', 'carol'] as const;
export type Person = (typeof PEOPLE)[number];

export interface FileTestKit {
  ctx: TestContext;
  uploadDir: string;
  tokens: Record<Person, string>;
  ids: Record<Person, string>;
}

export async function startFileServer(prefix: string, now?: () => number): Promise<FileTestKit> {
  const uploadDir = mkdtempSync(path.join(tmpdir(), `sluice-${prefix}-`));
  const ctx = await createTestApp({ uploadDir });
  void now;
  const db = ctx.database.db;
  const organizeId = (await db.selectFrom('organize').select('id').executeTakeFirstOrThrow()).id;
  const tokens = {} as Record<Person, string>;
  const ids = {} as Record<Person, string>;
  for (const person of PEOPLE) {
    const id = `${prefix}-${person}`;
    await db
      .insertInto('users')
      .values({
        id,
        account: `${prefix}${person}`,
        realName: person,
        passwordHash: 'x',
        parentId: null,
        mobilePhone: null,
        email: null,
        organizeId,
        departmentId: null,
        positionId: null,
        managerId: null,
        createdAt: 1,
      })
      .execute();
    ids[person] = id;
    const session = await issueSession(db, {
      userId: id,
      ipAddress: '127.0.0.1',
      place: '',
      userAgent: 'vitest',
      origin: 'pc',
      idleMs: 60_000,
    });
    tokens[person] = session.token;
  }
  return { ctx, uploadDir, tokens, ids };
}

/** A multipart body: `file` with these bytes under this name, and any text fields before it. */
export function multipart(
  fileName: string,
  bytes: Buffer,
  fields: Record<string, string | number> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----sluice-file-test';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(parts.join('') + head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function uploadAs(kit: FileTestKit, who: Person, type: string, fileName: string, bytes: Buffer) {
  const body = multipart(fileName, bytes);
  const response = await kit.ctx.app.inject({
    method: 'POST',
    url: `/api/file/Uploader/${type}`,
    headers: { ...body.headers, authorization: kit.tokens[who], 'accept-language': 'en' },
    payload: body.payload,
  });
  return response.json<Envelope<{ name: string; url: string }>>();
}
