import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../server/src/lib/ids';
import { PNG, startFileServer, uploadAs, type Envelope, type FileTestKit } from './file-test-kit';

// Single uploads (annex, annexpic, IM) and their downloads: content sniffing, limits, headers, who may read what.

let kit: FileTestKit;

beforeAll(async () => {
  kit = await startFileServer('single');
});

afterAll(async () => {
  await kit.ctx.close();
  rmSync(kit.uploadDir, { recursive: true, force: true });
});

const get = (url: string, token?: string) =>
  kit.ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...(token ? { authorization: token } : {}) } });

async function signed(address: string): Promise<string> {
  const response = await kit.ctx.app.inject({
    method: 'POST',
    url: '/api/signed-urls',
    headers: { authorization: kit.tokens.alice },
    payload: { address },
  });
  return response.json<Envelope<{ url: string }>>().data?.url ?? '';
}

describe('image uploads (annexpic, IM)', () => {
  it('stores an image judged by its bytes and serves it back inline with its type', async () => {
    const answer = await uploadAs(kit, 'alice', 'annexpic', 'site photo.JPG', PNG);
    expect(answer.code).toBe(200);
    expect(answer.data?.name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(answer.data?.url).toBe(`/api/file/Download/annexpic/${answer.data?.name}`);
    const response = await get(`${answer.data?.url}?disposition=inline`, kit.tokens.bob);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="site photo_\d{14}\.JPG"/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a script renamed .png, an empty file and an oversized one, keeping nothing', async () => {
    const script = await uploadAs(kit, 'alice', 'annexpic', 'evil.png', Buffer.from('<script>alert(1)</script>'));
    expect(script).toMatchObject({ code: 401, msg: expect.stringContaining('file format not allowed') });
    const svg = await uploadAs(kit, 'alice', 'IM', 'x.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(svg.code).toBe(401);
    const empty = await uploadAs(kit, 'alice', 'IM', 'empty.png', Buffer.alloc(0));
    expect(empty).toMatchObject({ code: 401, msg: 'The file empty.png is empty' });
    const big = await uploadAs(kit, 'alice', 'IM', 'big.png', Buffer.concat([PNG, Buffer.alloc(5_242_880)]));
    expect(big).toMatchObject({ code: 401, msg: 'Upload failed, file size should not exceed 5M' });
    const rows = await kit.ctx.database.db.selectFrom('uploadedFile').select('id').where('area', '=', 'IM').execute();
    expect(rows).toEqual([]);
  });

  it('refuses an unknown upload type, a traversal in the type and a body that is not multipart', async () => {
    expect((await uploadAs(kit, 'alice', 'secret', 'a.png', PNG)).code).toBe(401);
    expect((await uploadAs(kit, 'alice', '..%2F..%2Fetc', 'a.png', PNG)).code).not.toBe(200);
    const json = await kit.ctx.app.inject({
      method: 'POST',
      url: '/api/file/Uploader/annex',
      headers: { authorization: kit.tokens.alice, 'accept-language': 'en' },
      payload: { file: 'x' },
    });
    expect(json.json()).toMatchObject({ code: 401, msg: 'Choose a file to upload' });
  });

  it('shows a chat image to the uploader and the two people of its conversation only', async () => {
    const { data } = await uploadAs(kit, 'alice', 'IM', '../../etc/passwd.png', PNG);
    const url = data?.url ?? '';
    expect(url).toMatch(/^\/api\/file\/Image\/IM\/[0-9a-f]{32}\.png$/);
    expect((await get(url, kit.tokens.alice)).statusCode).toBe(200);
    expect((await get(url, kit.tokens.bob)).json()).toMatchObject({ code: 404 });
    await kit.ctx.database.db
      .insertInto('imMessage')
      .values({
        id: newId(),
        sendUserId: kit.ids.alice,
        receiveUserId: kit.ids.bob,
        content: JSON.stringify({ path: url, width: 1, height: 1 }),
        contentType: 'image',
        sendTime: Date.now(),
        readTime: null,
      })
      .execute();
    expect((await get(url, kit.tokens.bob)).statusCode).toBe(200);
    expect((await get(url, kit.tokens.carol)).json()).toMatchObject({ code: 404 });
    expect((await get(url)).json()).toMatchObject({ code: 602 });
  });
});

describe('annex uploads and downloads', () => {
  it('serves any file as an attachment, and HTML never inline, sandboxed', async () => {
    const { data } = await uploadAs(kit, 'alice', 'annex', '报告 final.html', Buffer.from('<html><script>alert(1)</script></html>'));
    const response = await get(`${data?.url}?disposition=inline`, kit.tokens.bob);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="__ final_\d{14}\.html"; filename\*=UTF-8''%E6%8A%A5%E5%91%8A%20final_\d{14}\.html$/,
    );
    expect(response.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
  });

  it('serves text as text/plain, inline only when asked', async () => {
    const { data } = await uploadAs(kit, 'alice', 'annex', 'notes.txt', Buffer.from('level 3.2 m\n'));
    const response = await get(data?.url ?? '', kit.tokens.alice);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.body).toBe('level 3.2 m\n');
  });

  it('opens through a one-minute signed URL without a token, and not with a forged or reused one', async () => {
    const { data } = await uploadAs(kit, 'alice', 'annex', 'a.txt', Buffer.from('a'));
    const url = await signed(data?.url ?? '');
    expect(url).toContain('sig=s1.');
    expect((await get(url)).body).toBe('a');
    const other = await uploadAs(kit, 'alice', 'annex', 'b.txt', Buffer.from('b'));
    const moved = `${other.data?.url}?${url.split('?')[1]}`;
    expect((await get(moved)).json()).toMatchObject({ code: 602 });
  });

  it('answers 404 for a name that was never stored, and 401 for one that is not a stored name', async () => {
    expect((await get('/api/file/Download/annex/0123456789abcdef0123456789abcdef.txt', kit.tokens.alice)).json()).toMatchObject({
      code: 404,
      msg: 'This file does not exist',
    });
    expect((await get('/api/file/Download/annex/..%2F..%2Fsluice.db', kit.tokens.alice)).json()).toMatchObject({ code: 401 });
  });

  it('previews text inline through a signed address, and says to download what it cannot show', async () => {
    const { data } = await uploadAs(kit, 'alice', 'annex', 'notes.txt', Buffer.from('gate 2 open'));
    const preview = await get(`/api/file/Uploader/Preview?fileVersionId=${data?.name}&fileName=notes.txt`, kit.tokens.bob);
    const address = preview.json<Envelope<string>>().data ?? '';
    expect(address).toMatch(/^\/api\/file\/Download\/annex\/[0-9a-f]{32}\.txt\?disposition=inline&sig=s1\./);
    const framed = await get(address);
    expect(framed.headers['content-disposition']).toMatch(/^inline;/);
    expect(framed.body).toBe('gate 2 open');
    const binary = await uploadAs(kit, 'alice', 'annex', 'plan.dwg', Buffer.from([1, 2, 3, 0, 4]));
    expect((await get(`/api/file/Uploader/Preview?fileVersionId=${binary.data?.name}`, kit.tokens.bob)).json()).toMatchObject({
      code: 400,
      msg: 'This type of file cannot be previewed here; download it instead',
    });
  });
});
