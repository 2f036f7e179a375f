import type { FastifyRequest } from 'fastify';
import { reject } from '../i18n/localized-error';
import { AppError } from '../lib/envelope';

export interface ReceivedFile {
  fileName: string;
  bytes: Buffer;
}

/** Size in the unit a person reads in the spec's message ('文件大小超过{size}{unit}'). */
function sizeWords(bytes: number): { size: number; unit: string } {
  return bytes >= 1024 * 1024 ? { size: Math.round(bytes / 1024 / 1024), unit: 'MB' } : { size: Math.round(bytes / 1024), unit: 'KB' };
}

/**
 * The one uploaded file (field `file`), whole; multipart stops reading past `maxBytes`, so an oversized upload costs
 * at most that much memory. Empty, missing or extra files are refused with a message.
 */
export async function readSingleFile(request: FastifyRequest, maxBytes: number, images: boolean): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw reject('files.file-required');
  const tooLarge = () =>
    images ? reject('files.image-too-large', { size: Math.round(maxBytes / 1024 / 1024) }) : reject('files.too-large', sizeWords(maxBytes));
  let received: ReceivedFile | undefined;
  try {
    const limits = { fileSize: maxBytes, files: 1, fields: 8, fieldSize: 1024, parts: 9 };
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'file' || received) throw reject('files.file-required');
      received = { fileName: part.filename, bytes };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // A body that is not the multipart it claims, or more parts than one file needs: the client's fault.
    throw reject('files.file-required');
  }
  if (!received) throw reject('files.file-required');
  if (received.bytes.length === 0) throw reject('files.empty', { name: received.fileName });
  return received;
}
