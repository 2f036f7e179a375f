import { http } from './api-client';
import { saveFile } from './save-file';

// Export downloads, apart from the API client: the sign-in page loads the client, and never downloads a file.

/** The file name of a content-disposition header (RFC 6266 `filename*` first), or null. */
export function fileNameFromDisposition(header: string | undefined | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      return extended[1].trim();
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/.exec(header);
  if (!plain?.[2]) return null;
  try {
    return decodeURIComponent(plain[2].trim());
  } catch {
    return plain[2].trim();
  }
}

/**
 * Export download (spec 7.1): POST `body` to `url`, save the blob under the name from
 * content-disposition or `fallbackName`. Resolves false, without a message, on any failure.
 */
export async function downloadExport(url: string, body: unknown, fallbackName: string): Promise<boolean> {
  try {
    const response = await http.postBlob(url, body, { noTip: true });
    const header = response.headers['content-disposition'] as string | undefined;
    const name = fileNameFromDisposition(header) ?? fallbackName;
    saveFile(response.data, name);
    return true;
  } catch {
    return false;
  }
}
