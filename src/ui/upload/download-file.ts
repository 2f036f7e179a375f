import { http } from '../../lib/api-client';
import { fileNameFromDisposition } from '../../lib/download-export';
import { saveFile } from '../../lib/save-file';

/** Downloads a `/api/file/...` address with the session (the API client's rules) and saves it under its name. */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await http.getBlob(url);
  const name = fileNameFromDisposition(response.headers['content-disposition'] as string | undefined) ?? fallbackName;
  saveFile(response.data, name);
}
