// Which image an upload really is, from its first bytes: the name's extension is the client's claim, the signature
// is the file's. SVG is left out on purpose although the spec's image list has it: an SVG is a document that can
// carry script, and these files are served from the console's own origin.

export type ImageKind = 'jpg' | 'png' | 'gif' | 'bmp' | 'webp';

const SIGNATURES: readonly [ImageKind, (head: Buffer) => boolean][] = [
  ['jpg', (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff],
  ['png', (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))],
  ['gif', (head) => ['GIF87a', 'GIF89a'].includes(head.subarray(0, 6).toString('latin1'))],
  ['bmp', (head) => head.subarray(0, 2).toString('latin1') === 'BM'],
  ['webp', (head) => head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP'],
];

/** Extensions a name may end with, and the kind each claims. */
const EXTENSIONS: Readonly<Record<string, ImageKind>> = { jpg: 'jpg', jpeg: 'jpg', png: 'png', gif: 'gif', bmp: 'bmp', webp: 'webp' };

export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageKind, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

/** The image kind when the name's extension and the bytes agree, otherwise undefined. */
export function imageKindOf(fileName: string, bytes: Buffer): ImageKind | undefined {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  const claimed = fileName.includes('.') ? EXTENSIONS[extension] : undefined;
  const actual = SIGNATURES.find(([, matches]) => matches(bytes))?.[0];
  return claimed !== undefined && claimed === actual ? actual : undefined;
}

/** The content type to serve a stored file with, from the extension its key was given at upload. */
export function contentTypeOfStored(name: string): string | undefined {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  return extension in IMAGE_CONTENT_TYPES ? IMAGE_CONTENT_TYPES[extension as ImageKind] : undefined;
}
