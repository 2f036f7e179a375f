import { CHAT_EMOJI, type ChatEmoji } from './emoji-table';

/** A chat text cut into plain runs and emoji, for drawing glyphs without ever treating the text as HTML. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'emoji'; emoji: ChatEmoji; written: string };

let byAlt: Map<string, ChatEmoji> | null = null;

// Built on first use: every alt of every language points at its emoji.
function emojiByAlt(): Map<string, ChatEmoji> {
  if (!byAlt) {
    byAlt = new Map();
    for (const emoji of CHAT_EMOJI) for (const alt of Object.values(emoji.alt)) if (!byAlt.has(alt)) byAlt.set(alt, emoji);
  }
  return byAlt;
}

const BRACKETED = /\[([^[\]]{1,20})\]/g;

/** Splits a message into text and emoji; a bracketed word that is no emoji's alt stays text. */
export function splitEmoji(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(BRACKETED)) {
    const emoji = emojiByAlt().get(match[1] as string);
    if (!emoji) continue;
    if (match.index > from) parts.push({ kind: 'text', text: text.slice(from, match.index) });
    parts.push({ kind: 'emoji', emoji, written: match[0] });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ kind: 'text', text: text.slice(from) });
  return parts;
}

/** What the composer inserts for an emoji: its zh-CN alt in brackets, the form every client of the platform reads. */
export const emojiToken = (emoji: ChatEmoji): string => `[${emoji.alt['zh-CN']}]`;

/** A message as one line of plain text for previews (conversation list, notifications): emoji become glyphs. */
export function previewText(text: string): string {
  return splitEmoji(text)
    .map((part) => (part.kind === 'text' ? part.text : part.emoji.glyph))
    .join('');
}
