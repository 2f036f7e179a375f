import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_CONFIG } from '../../config/app-config';
import { http } from '../../lib/api-client';
import { isApiError, type ApiError } from '../../lib/api-error';
import { feedback } from '../../lib/feedback';

export interface ImportButtonProps<Result> {
  /** Where the file goes, e.g. /api/permission/Users/Actions/Import. */
  url: string;
  /** File types the chooser offers, e.g. '.xlsx,.csv'. */
  accept?: string;
  /** The multipart field name; default 'file'. */
  fieldName?: string;
  /** More form fields sent with the file. */
  fields?: Record<string, string>;
  text?: string;
  /** After code 200, with the answer's data (refresh the list here). */
  onSuccess?: (data: Result) => void;
  /**
   * After any other answer, once the client has shown the server's message: for callers that show more of the
   * refusal (an import's per-row errors in `error.data`).
   */
  onFailure?: (error: ApiError) => void;
  disabled?: boolean;
}

/**
 * The import button (spec 7.12): uploads the chosen file through the API client, so it carries the token and the
 * common headers and a dead session signs out as everywhere else. Code 200 is success and says so; any other code
 * shows the server's message (the client's one failure handler does that).
 */
export function ImportButton<Result = unknown>({
  url,
  accept,
  fieldName = 'file',
  fields,
  text,
  onSuccess,
  onFailure,
  disabled,
}: ImportButtonProps<Result>) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    const form = new FormData();
    form.append(fieldName, file, file.name);
    for (const [name, value] of Object.entries(fields ?? {})) form.append(name, value);
    setBusy(true);
    try {
      const data = await http.post<Result>(url, form, { timeout: APP_CONFIG.slowRequestTimeoutMs });
      feedback.success(t('ui.import.success', { name: file.name }));
      onSuccess?.(data);
    } catch (error) {
      // The client has shown the server's message; the caller may add detail.
      if (isApiError(error)) onFailure?.(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid="import-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file chosen again must fire a change next time.
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button icon={<UploadOutlined />} loading={busy} disabled={disabled} onClick={() => input.current?.click()}>
        {text ?? t('ui.import.button')}
      </Button>
    </>
  );
}
