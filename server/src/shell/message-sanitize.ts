import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// A notice's body is HTML that every addressee's console renders: the server keeps only what DOMPurify allows (no
// script, no event handlers, no javascript: URLs) on the way in, and the console sanitises again when it shows it.
// One jsdom window serves every call; DOMPurify keeps no state between calls.

const purify = createDOMPurify(new JSDOM('').window);

/** The notice's HTML with everything executable or form-like removed; text, lists, tables, links and images stay. */
export function sanitizeNoticeHtml(html: string): string {
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['srcset'],
  });
}
