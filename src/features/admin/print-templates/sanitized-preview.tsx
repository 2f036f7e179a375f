import DOMPurify from 'dompurify';
import { theme } from 'antd';
import { useMemo } from 'react';

/**
 * The template as it will print, sanitised in the browser too (the server already cleaned what it stored; what is
 * typed here has not been saved yet). Drawn on paper white whatever the console's theme: it previews a printout.
 */
export function SanitizedPreview({ html }: { html: string }) {
  const { token } = theme.useToken();
  const clean = useMemo(
    () => DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] }),
    [html],
  );
  return (
    <div
      data-testid="print-preview"
      style={{
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        padding: token.padding,
        minHeight: 240,
        overflow: 'auto',
        background: '#fff',
        color: '#000',
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
