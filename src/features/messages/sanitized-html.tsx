import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * A message body's HTML, sanitised again in the browser (the server cleaned it on the way in; a message from an
 * older server or another writer may not have been). Text colours come from the theme, so it reads in dark mode.
 */
export function SanitizedHtml({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
        FORBID_ATTR: ['srcset', 'style'],
      }),
    [html],
  );
  return <div className="sluice-message-body" data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
