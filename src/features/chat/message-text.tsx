import { useTranslation } from 'react-i18next';
import { splitEmoji } from './emoji-text';
import type { EmojiLanguage } from './emoji-table';

const asEmojiLanguage = (language: string): EmojiLanguage => (language === 'zh-CN' || language === 'zh-TW' ? language : 'en');

/**
 * A text message: plain text nodes (HTML in a message is shown as the characters typed, never parsed) with every
 * `[alt]` of the emoji table drawn as its glyph, named in the reader's language.
 */
export function MessageText({ text }: { text: string }) {
  const { i18n } = useTranslation();
  const language = asEmojiLanguage(i18n.language);
  return (
    <>
      {splitEmoji(text).map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : (
          <span
            key={index}
            className="sluice-chat__emoji"
            role="img"
            aria-label={part.emoji.alt[language]}
            title={part.emoji.alt[language]}
          >
            {part.emoji.glyph}
          </span>
        ),
      )}
    </>
  );
}
