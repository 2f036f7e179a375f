import { fileTypeFromBuffer } from 'file-type';

// What a file is, from its bytes. The name's extension is the client's claim and only ever decides the name a
// download is saved under. SVG is no image here although the spec's list has it: it is a document that can carry
// script, and these files are served from the console's own origin.

/** The image types an image upload accepts, by the MIME type file-type reports. */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'image/webp': 'webp',
};

/** Names whose bytes are plain text when file-type finds no signature (text has none). */
const TEXT_EXTENSIONS = new Set(['txt', 'csv', 'log', 'md', 'json', 'xml', 'yaml', 'yml', 'ini', 'conf']);

/** Types a browser may show in the page; everything else is sent as an attachment in a sandbox. */
const INLINE_TYPES = new Set([...Object.keys(IMAGE_TYPES), 'application/pdf', 'text/plain; charset=utf-8']);

export interface ContentKind {
  contentType: string;
  /** The extension the stored name gets: the sniffed one, else the name's when it is plain, else `bin`. */
  extension: string;
}

/** The lowercase extension of a person's file name, when it is a plain one (letters and digits, at most 8). */
export function extensionOf(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,8}$/.test(extension) ? extension : undefined;
}

function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.min(head.length, 4096 - 4)));
    return true;
  } catch {
    return false;
  }
}

/** What the bytes are (their first few kilobytes suffice); `fileName` only breaks a tie for text. */
export async function sniffContent(head: Buffer, fileName: string): Promise<ContentKind> {
  const sniffed = await fileTypeFromBuffer(head);
  const claimed = extensionOf(fileName);
  if (sniffed) return { contentType: sniffed.mime, extension: sniffed.ext };
  if (claimed && TEXT_EXTENSIONS.has(claimed) && looksLikeText(head)) {
    // Served as text/plain whatever the name says (an .xml or .json is shown as its text, never run).
    return { contentType: 'text/plain; charset=utf-8', extension: claimed };
  }
  return { contentType: 'application/octet-stream', extension: claimed ?? 'bin' };
}

/** The image kind when the bytes are one of IMAGE_TYPES, else undefined. */
export function imageExtension(kind: ContentKind): string | undefined {
  return IMAGE_TYPES[kind.contentType];
}

/** Whether a stored type may be shown inline; HTML, SVG, scripts and unknown bytes never are. */
export function mayShowInline(contentType: string): boolean {
  return INLINE_TYPES.has(contentType);
}
