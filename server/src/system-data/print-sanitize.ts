import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

// Print templates are HTML that other people's browsers render and print: the server keeps only what DOMPurify
// allows (no script, no event handlers, no javascript: URLs), on the way in. The console sanitises again when it
// shows one. One jsdom window serves every call; DOMPurify does not keep state between calls.

const purify = createDOMPurify(new JSDOM('').window);

/** The template with everything executable removed; tables, inline styles and images stay (a print layout needs them). */
export function sanitizeTemplate(html: string): string {
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
    FORBID_ATTR: ['srcset'],
  });
}
