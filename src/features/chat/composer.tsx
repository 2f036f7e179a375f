import { PictureOutlined } from '@ant-design/icons';
import { App, Button, Input, Upload } from 'antd';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CHAT_TEXT_LENGTH } from '../../../server/src/wire/hub';
import { EmojiPicker } from './emoji-picker';
import { emojiToken } from './emoji-text';
import { checkChatImage, imageSize } from './image-file';
import { ApiError } from '../../lib/api-error';
import { uploadSingle } from '../../ui/upload/upload-api';

export interface ComposerProps {
  peerName: string;
  onSendText: (text: string) => void;
  onSendImage: (image: { name: string; width: number; height: number }) => void;
}

/**
 * Text (trimmed; empty is not sent; Enter sends, Shift+Enter is a new line; at most MAX_CHAT_TEXT_LENGTH characters),
 * emoji inserted as `[alt]` at the caret, and one image at a time under 5 MB.
 */
export function Composer({ peerName, onSendText, onSendImage }: ComposerProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const caret = useRef<number | null>(null);

  const send = () => {
    const trimmed = text.trim();
    if (trimmed === '') return;
    onSendText(trimmed);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composing Chinese uses Enter to accept a candidate: that Enter must not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  const insert = (token: string) => {
    const at = caret.current ?? text.length;
    const next = `${text.slice(0, at)}${token}${text.slice(at)}`;
    if (next.length > MAX_CHAT_TEXT_LENGTH) return;
    setText(next);
    caret.current = at + token.length;
  };
  const sendImage = async (file: File) => {
    const check = checkChatImage(file);
    if (!check.ok) {
      void message.warning(check.reason === 'too-large' ? t('chat.image.too-large') : t('chat.image.only-images'));
      return;
    }
    setUploading(true);
    try {
      const [stored, size] = await Promise.all([uploadSingle('IM', file), imageSize(file)]);
      onSendImage({ name: stored.name, ...size });
    } catch (error) {
      void message.error(error instanceof ApiError && error.msg ? error.msg : t('chat.image.upload-failed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="sluice-chat__composer">
      <div className="sluice-chat__tools">
        <EmojiPicker onPick={(emoji) => insert(emojiToken(emoji))} />
        <Upload
          accept="image/*"
          multiple={false}
          maxCount={1}
          showUploadList={false}
          beforeUpload={(file) => {
            void sendImage(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button
            type="text"
            icon={<PictureOutlined />}
            aria-label={t('chat.composer.image')}
            title={t('chat.composer.image')}
            loading={uploading}
            data-testid="chat-image-button"
          />
        </Upload>
        <span className="sluice-chat__tools-end">
          <span className="sluice-chat__row-time">{t('chat.composer.length', { count: text.length, max: MAX_CHAT_TEXT_LENGTH })}</span>
          <Button type="primary" onClick={send} disabled={text.trim() === ''} data-testid="chat-send">
            {t('chat.composer.send')}
          </Button>
        </span>
      </div>
      <Input.TextArea
        value={text}
        maxLength={MAX_CHAT_TEXT_LENGTH}
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder={t('chat.composer.placeholder')}
        aria-label={t('chat.composer.label', { name: peerName })}
        data-testid="chat-input"
        onChange={(event) => {
          setText(event.target.value);
          caret.current = event.target.selectionStart;
        }}
        onSelect={(event) => {
          caret.current = event.currentTarget.selectionStart;
        }}
        onKeyDown={onKeyDown}
      />
    </div>
  );
}
