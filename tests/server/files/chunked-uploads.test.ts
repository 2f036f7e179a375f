import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepAbandoned } from '../../../server/src/files/chunk-store';
import { ABANDONED_AFTER_MS } from '../../../server/src/files/chunk-sweeper';
import { multipart, startFileServer, type Envelope, type FileTestKit, type Person } from './file-test-kit';

// The chunked upload (contract section 5): test call, chunks, resume, merge with its MD5 check, path safety, cleanup.
// Chunks are 1 KiB here (the server takes any size up to 5 MiB) to keep the suite fast.

const CHUNK = 1024;
let kit: FileTestKit;

beforeAll(async () => {
  kit = await startFileServer('chunks');
});

afterAll(async () => {
  await kit.ctx.close();
  rmSync(kit.uploadDir, { recursive: true, force: true });
});

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

function bytesOf(length: number, seed: number): Buffer {
  return Buffer.from(Array.from({ length }, (_, i) => (i * 31 + seed) % 251));
}

function fieldsFor(file: Buffer, identifier: string, chunkNumber: number, fileName = 'levels.csv') {
  const totalChunks = Math.ceil(file.length / CHUNK);
  const start = (chunkNumber - 1) * CHUNK;
  const end = Math.min(file.length, start + CHUNK);
  return {
    chunkNumber,
    chunkSize: CHUNK,
    currentChunkSize: end - start,
    totalSize: file.length,
    identifier,
    filename: fileName,
    relativePath: fileName,
    totalChunks,
    fileType: 'text/csv',
    extension: 'csv',
  };
}

async function testCall(who: Person, file: Buffer, identifier: string) {
  const query = new URLSearchParams(Object.entries(fieldsFor(file, identifier, 1)).map(([k, v]) => [k, String(v)]));
  const response = await kit.ctx.app.inject({
    method: 'GET',
    url: `/api/file/chunk?${query}`,
    headers: { authorization: kit.tokens[who] },
  });
  return response.json<Envelope<{ uploaded?: boolean; chunkNumbers: number[]; merge: boolean }>>();
}

async function sendChunk(who: Person, file: Buffer, identifier: string, number: number, bytes?: Buffer) {
  const fields = fieldsFor(file, identifier, number);
  const body = multipart('blob', bytes ?? file.subarray((number - 1) * CHUNK, (number - 1) * CHUNK + fields.currentChunkSize), fields);
  const response = await kit.ctx.app.inject({
    method: 'POST',
    url: '/api/file/chunk',
    headers: { ...body.headers, authorization: kit.tokens[who], 'accept-language': 'en' },
    payload: body.payload,
  });
  return response.json<Envelope<{ chunkNumbers: number[]; merge: boolean }>>();
}

async function merge(who: Person, file: Buffer, identifier: string, fileName = 'levels.csv') {
  const response = await kit.ctx.app.inject({
    method: 'POST',
    url: '/api/file/merge',
    headers: { authorization: kit.tokens[who], 'accept-language': 'en', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      identifier,
      fileName,
      fileSize: String(file.length),
      fileType: 'text/csv',
      extension: 'csv',
      type: 'annex',
    }).toString(),
  });
  return response.json<Envelope<{ name: string; url: string; fileVersionId: string; fileSize: number; fileExtension: string }>>();
}

/** Every file under the upload folder, relative to it. */
function allFiles(folder = kit.uploadDir): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(kit.uploadDir, path.join(entry.parentPath, entry.name)));
}

describe('chunked upload', () => {
  it('resumes from the chunks the server holds, merges, checks the MD5 and serves the file', async () => {
    const file = bytesOf(2 * CHUNK + 100, 1);
    const id = md5(file);
    expect((await testCall('alice', file, id)).data).toEqual({ chunkNumbers: [], merge: false });
    expect((await sendChunk('alice', file, id, 3)).data).toEqual({ chunkNumbers: [3], merge: false });
    expect((await sendChunk('alice', file, id, 1)).data).toEqual({ chunkNumbers: [1, 3], merge: false });
    // A reload: the console asks again and sends only what is missing.
    expect((await testCall('alice', file, id)).data).toEqual({ chunkNumbers: [1, 3], merge: false });
    expect((await sendChunk('alice', file, id, 2)).data).toEqual({ chunkNumbers: [1, 2, 3], merge: true });
    const merged = await merge('alice', file, id);
    expect(merged).toMatchObject({ code: 200, data: { fileSize: file.length, fileExtension: 'csv' } });
    expect(merged.data?.fileVersionId).toBe(merged.data?.name);
    const download = await kit.ctx.app.inject({ method: 'GET', url: merged.data?.url ?? '', headers: { authorization: kit.tokens.bob } });
    expect(download.rawPayload.equals(file)).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="levels_\d{14}\.csv"/);
    // Nothing of the chunks is left, and the next upload of the same bytes is instant.
    expect(allFiles().filter((name) => name.startsWith('.chunks'))).toEqual([]);
    expect((await testCall('bob', file, id)).data).toEqual({ uploaded: true, chunkNumbers: [], merge: false });
    const stored = allFiles().filter((name) => !name.startsWith('.chunks')).length;
    // Bob's instant upload is his own file (in his list, under his name), sharing alice's stored bytes.
    const instant = await merge('bob', file, id, 'copy.csv');
    expect(instant.data?.name).not.toBe(merged.data?.name);
    const copy = await kit.ctx.app.inject({ method: 'GET', url: instant.data?.url ?? '', headers: { authorization: kit.tokens.bob } });
    expect(copy.rawPayload.equals(file)).toBe(true);
    expect(allFiles().filter((name) => !name.startsWith('.chunks'))).toHaveLength(stored);
    const mine = async (who: Person) =>
      (await kit.ctx.app.inject({ method: 'GET', url: '/api/file/Mine', headers: { authorization: kit.tokens[who] } })).json<{
        data: { list: { name: string; fileId: string }[] };
      }>().data.list;
    expect((await mine('bob')).map((row) => row.fileId)).toEqual([instant.data?.name]);
    expect((await mine('bob'))[0]?.name).toMatch(/^copy_\d{14}\.csv$/);
    expect((await mine('alice')).map((row) => row.fileId)).toEqual([merged.data?.name]);
    // Asking again gives bob the same record, not another.
    expect((await merge('bob', file, id, 'copy.csv')).data?.name).toBe(instant.data?.name);
  });

  it('refuses a merge whose MD5 differs and keeps nothing', async () => {
    const file = bytesOf(CHUNK + 10, 2);
    const id = md5(Buffer.from('something else'));
    const before = allFiles();
    await sendChunk('alice', file, id, 1);
    await sendChunk('alice', file, id, 2);
    expect(await merge('alice', file, id)).toMatchObject({ code: 400, msg: expect.stringContaining('does not match its checksum') });
    expect(allFiles()).toEqual(before);
    const rows = await kit.ctx.database.db.selectFrom('uploadedFile').select('id').where('md5', '=', id).execute();
    expect(rows).toEqual([]);
  });

  it("keeps one person out of another person's chunks", async () => {
    const file = bytesOf(100, 3);
    const id = md5(file);
    await sendChunk('alice', file, id, 1);
    expect((await testCall('carol', file, id)).data).toEqual({ chunkNumbers: [], merge: false });
    expect(await merge('carol', file, id)).toMatchObject({ code: 400, msg: expect.stringContaining('are missing') });
  });

  it('refuses traversal in the identifier and never uses a file name as a path', async () => {
    const file = bytesOf(100, 4);
    expect((await sendChunk('alice', file, '../../../../tmp/evil0000000000000000', 1)).code).toBe(401);
    expect((await sendChunk('alice', file, md5(file).toUpperCase(), 1)).code).toBe(401);
    const id = md5(file);
    const body = multipart('../../../escape.csv', file, { ...fieldsFor(file, id, 1, '../../../escape.csv') });
    await kit.ctx.app.inject({
      method: 'POST',
      url: '/api/file/chunk',
      headers: { ...body.headers, authorization: kit.tokens.alice },
      payload: body.payload,
    });
    const merged = await merge('alice', file, id, '../../../escape.csv');
    expect(merged.data?.name).toMatch(/^[0-9a-f]{32}\.csv$/);
    expect(existsSync(path.join(kit.uploadDir, '..', 'escape.csv'))).toBe(false);
    expect(
      allFiles().every((name) => /^(annex\/[0-9a-f]{32}\.[a-z0-9]+|\.chunks\/chunks-alice\/[0-9a-f]{32}\/(\d+|plan\.json))$/.test(name)),
    ).toBe(true);
  });

  it('refuses a chunk whose size does not fit the file, and a plan that changes midway', async () => {
    const file = bytesOf(2 * CHUNK, 5);
    const id = md5(file);
    expect(await sendChunk('alice', file, id, 1, Buffer.alloc(10))).toMatchObject({ code: 401, msg: expect.stringContaining('Chunk 1') });
    expect((await sendChunk('alice', file, id, 1)).code).toBe(200);
    const longer = Buffer.concat([file, Buffer.alloc(CHUNK)]);
    expect((await sendChunk('alice', longer, id, 3)).code).toBe(401);
  });
});

describe('abandoned chunks', () => {
  it('are swept after a day, and not before', async () => {
    const file = bytesOf(50, 6);
    const id = md5(file);
    await sendChunk('bob', file, id, 1);
    const root = path.join(kit.uploadDir, '.chunks');
    expect(await sweepAbandoned(root, Date.now(), ABANDONED_AFTER_MS)).toBe(0);
    expect((await testCall('bob', file, id)).data?.chunkNumbers).toEqual([1]);
    const removed = await sweepAbandoned(root, Date.now() + ABANDONED_AFTER_MS + 60_000, ABANDONED_AFTER_MS);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect((await testCall('bob', file, id)).data?.chunkNumbers).toEqual([]);
    expect(existsSync(path.join(root, 'chunks-bob'))).toBe(false);
  });
});
