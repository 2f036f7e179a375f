import type { TFunction } from 'i18next';

/** The message kinds in the centre's filter order (contract section 6). */
export const MESSAGE_KINDS = [1, 2, 3, 4, 5] as const;

/** A kind's name; keys are spelt out so extraction sees them. */
export function kindLabel(t: TFunction, type: number): string {
  switch (type) {
    case 1:
      return t('messages.kind.notice');
    case 2:
      return t('messages.kind.workflow');
    case 3:
      return t('messages.kind.system');
    case 4:
      return t('messages.kind.schedule');
    case 5:
      return t('messages.kind.form');
    default:
      return t('messages.kind.other');
  }
}

/** Tag colours by kind: antd preset names, which follow the theme. */
export function kindColor(type: number): string {
  switch (type) {
    case 1:
      return 'blue';
    case 2:
      return 'purple';
    case 3:
      return 'orange';
    case 4:
      return 'cyan';
    case 5:
      return 'green';
    default:
      return 'default';
  }
}

export interface MessageFile {
  name: string;
  fileId: string;
  url: string;
}

/** The `files` JSON text of a message; anything unreadable is no attachment rather than a broken dialog. */
export function parseFiles(text: string): MessageFile[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (file): file is MessageFile =>
        typeof file === 'object' &&
        file !== null &&
        typeof (file as MessageFile).name === 'string' &&
        typeof (file as MessageFile).url === 'string',
    );
  } catch {
    return [];
  }
}

/** The HTML `content` of a message's `bodyText` JSON, '' when there is none. */
export function parseContent(bodyText: string): string {
  try {
    const body: unknown = JSON.parse(bodyText);
    return typeof body === 'object' && body !== null && typeof (body as { content?: unknown }).content === 'string'
      ? (body as { content: string }).content
      : '';
  } catch {
    return '';
  }
}
