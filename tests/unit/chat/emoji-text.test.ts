import { describe, expect, it } from 'vitest';
import { CHAT_EMOJI } from '../../../src/features/chat/emoji-table';
import { emojiToken, previewText, splitEmoji } from '../../../src/features/chat/emoji-text';
import { checkChatImage, MAX_CHAT_IMAGE_BYTES } from '../../../src/features/chat/image-file';

describe('chat emoji', () => {
  it('numbers 120 emoji from 100 to 219, each with a glyph and an alt in every language', () => {
    expect(CHAT_EMOJI.map((emoji) => emoji.code)).toEqual(Array.from({ length: 120 }, (_, index) => 100 + index));
    for (const emoji of CHAT_EMOJI) {
      expect(emoji.glyph).not.toBe('');
      expect(Object.values(emoji.alt).every((alt) => alt.length > 0 && !/[[\]]/.test(alt))).toBe(true);
    }
  });

  it('reads [alt] in any language as the glyph, leaves unknown brackets and HTML as text', () => {
    expect(splitEmoji('闸门[强]ok [thumbs up][不存在]<b>x</b>')).toEqual([
      { kind: 'text', text: '闸门' },
      { kind: 'emoji', emoji: expect.objectContaining({ glyph: '👍' }), written: '[强]' },
      { kind: 'text', text: 'ok ' },
      { kind: 'emoji', emoji: expect.objectContaining({ glyph: '👍' }), written: '[thumbs up]' },
      { kind: 'text', text: '[不存在]<b>x</b>' },
    ]);
    expect(previewText('[微笑] 好')).toBe('😊 好');
  });

  it('writes an emoji as its zh-CN alt, as the platform’s other clients read it', () => {
    const thumbsUp = CHAT_EMOJI.find((emoji) => emoji.glyph === '👍');
    expect(thumbsUp && emojiToken(thumbsUp)).toBe('[强]');
  });
});

describe('chat image check', () => {
  it('takes one image up to 5 MB and refuses anything else', () => {
    expect(checkChatImage({ type: 'image/png', size: MAX_CHAT_IMAGE_BYTES })).toEqual({ ok: true });
    expect(checkChatImage({ type: 'image/png', size: MAX_CHAT_IMAGE_BYTES + 1 })).toEqual({ ok: false, reason: 'too-large' });
    expect(checkChatImage({ type: 'text/html', size: 10 })).toEqual({ ok: false, reason: 'not-image' });
  });
});
