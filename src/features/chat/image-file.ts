/** The chat image limit: one image under 5 MB (5,242,880 bytes; spec 000). */
export const MAX_CHAT_IMAGE_BYTES = 5_242_880;

export type ImageCheck = { ok: true } | { ok: false; reason: 'too-large' | 'not-image' };

/** The console's early refusal; the server judges the bytes again (a script renamed .png is refused there). */
export function checkChatImage(file: Pick<File, 'size' | 'type'>): ImageCheck {
  if (!file.type.startsWith('image/')) return { ok: false, reason: 'not-image' };
  if (file.size > MAX_CHAT_IMAGE_BYTES) return { ok: false, reason: 'too-large' };
  return { ok: true };
}

/** The image's natural size, sent with the message so the thumbnail has its place before it loads. */
export async function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { width: 0, height: 0 };
  }
}
