import type { ChatContentType } from '../../db/tables/chat';
import type { AreaKey, MessageParams } from '../../i18n/catalogues';
import { MAX_CHAT_TEXT_LENGTH } from '../../wire/hub';

export const CHAT_CONTENT_TYPES: readonly ChatContentType[] = ['text', 'image', 'voice', 'video', 'file'];
/** Where the chat upload (`POST /api/file/Uploader/IM`) serves what it stored. */
export const IM_FILE_PATH = '/api/file/Image/IM/';

// Upload results are generated file names; anything with a slash or a leading dot could escape the IM folder.
const UPLOAD_NAME = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;
const NUMERIC_FIELDS = ['width', 'height', 'length', 'size', 'fileSize'] as const;

/** The content to store, or why it cannot be: a `chat` catalogue phrase the sender reads in their language. */
export type EncodedContent = { ok: true; content: string } | { ok: false; key: `chat.${AreaKey<'chat'>}`; params?: MessageParams };

export function isChatContentType(value: unknown): value is ChatContentType {
  return typeof value === 'string' && (CHAT_CONTENT_TYPES as readonly string[]).includes(value);
}

/**
 * Turns a SendMessage `messageContent` into what im_message stores: text as typed; media (`{name, width, height}`
 * for images, `{name, length}` for voice, and so on; an object or its JSON text) as JSON text
 * `{"path":"/api/file/Image/IM/<name>", ...numeric fields, fileName?}`.
 */
export function encodeContent(type: ChatContentType, raw: unknown): EncodedContent {
  if (type === 'text') {
    if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, key: 'chat.text-empty' };
    if (raw.length > MAX_CHAT_TEXT_LENGTH) return { ok: false, key: 'chat.text-too-long', params: { max: MAX_CHAT_TEXT_LENGTH } };
    return { ok: true, content: raw };
  }
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { ok: false, key: 'chat.media-object', params: { type } };
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, key: 'chat.media-object', params: { type } };
  }
  const fields = value as Record<string, unknown>;
  if (typeof fields.name !== 'string' || !UPLOAD_NAME.test(fields.name)) {
    return { ok: false, key: 'chat.media-name' };
  }
  const stored: Record<string, unknown> = { path: `${IM_FILE_PATH}${fields.name}` };
  for (const key of NUMERIC_FIELDS) {
    const field = fields[key];
    if (field === undefined) continue;
    if (typeof field !== 'number' || !Number.isFinite(field) || field < 0)
      return { ok: false, key: 'chat.media-number', params: { field: key } };
    stored[key] = field;
  }
  if (typeof fields.fileName === 'string') stored.fileName = fields.fileName.slice(0, 255);
  return { ok: true, content: JSON.stringify(stored) };
}

/** What receiveMessage/sendMessage carry: the text, or the media object `{path, width, height, ...}`. */
export function decodeContent(type: ChatContentType, content: string): unknown {
  if (type === 'text') return content;
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return { path: '' };
  }
}
