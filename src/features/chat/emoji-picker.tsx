import { SmileOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_EMOJI, type ChatEmoji, type EmojiLanguage } from './emoji-table';

const asEmojiLanguage = (language: string): EmojiLanguage => (language === 'zh-CN' || language === 'zh-TW' ? language : 'en');

/** The emoji grid (codes 100 to 219), each button named in the reader's language. */
export function EmojiPicker({ onPick, disabled }: { onPick: (emoji: ChatEmoji) => void; disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const language = asEmojiLanguage(i18n.language);
  const grid = (
    <div className="sluice-chat__emoji-grid" role="group" aria-label={t('chat.composer.emoji')} data-testid="chat-emoji-grid">
      {CHAT_EMOJI.map((emoji) => (
        <Button
          key={emoji.code}
          type="text"
          aria-label={emoji.alt[language]}
          title={emoji.alt[language]}
          onClick={() => {
            onPick(emoji);
            setOpen(false);
          }}
        >
          {emoji.glyph}
        </Button>
      ))}
    </div>
  );
  return (
    <Popover trigger="click" open={open} onOpenChange={setOpen} content={grid} placement="topLeft">
      <Button
        type="text"
        icon={<SmileOutlined />}
        aria-label={t('chat.composer.emoji')}
        title={t('chat.composer.emoji')}
        disabled={disabled}
        data-testid="chat-emoji-button"
      />
    </Popover>
  );
}
