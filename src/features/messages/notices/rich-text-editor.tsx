import { BoldOutlined, ItalicOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Space, Typography, theme } from 'antd';
import DOMPurify from 'dompurify';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 000 section 9: the editor takes at most 3000 characters of text. */
export const EDITOR_MAX_TEXT = 3_000;

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
  'aria-label'?: string;
}

type Command = 'bold' | 'italic' | 'underline' | 'insertOrderedList' | 'insertUnorderedList';

/**
 * A small rich-text field for notices: paragraphs, bold, italic, underline and lists on a contentEditable area. What
 * it hands out is sanitised (the server sanitises again); pasted markup keeps only what DOMPurify allows.
 */
export function RichTextEditor({ value = '', onChange, id, ...rest }: RichTextEditorProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const area = useRef<HTMLDivElement>(null);
  // Only an outside change (the form reset, another notice) rewrites the area; typing must keep the caret.
  useEffect(() => {
    const element = area.current;
    if (element && element.innerHTML !== value) element.innerHTML = DOMPurify.sanitize(value, { USE_PROFILES: { html: true } });
  }, [value]);
  const emit = () => {
    const element = area.current;
    if (element) onChange?.(DOMPurify.sanitize(element.innerHTML, { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] }));
  };
  const run = (command: Command) => {
    area.current?.focus();
    // execCommand is deprecated but still the one editing primitive every browser ships without a library.
    document.execCommand(command);
    emit();
  };
  const length = area.current?.textContent?.length ?? 0;
  const tools: { command: Command; icon: React.ReactNode; label: string }[] = [
    { command: 'bold', icon: <BoldOutlined />, label: t('messages.editor.bold') },
    { command: 'italic', icon: <ItalicOutlined />, label: t('messages.editor.italic') },
    { command: 'underline', icon: <UnderlineOutlined />, label: t('messages.editor.underline') },
    { command: 'insertOrderedList', icon: <OrderedListOutlined />, label: t('messages.editor.ordered-list') },
    { command: 'insertUnorderedList', icon: <UnorderedListOutlined />, label: t('messages.editor.bullet-list') },
  ];
  return (
    <div style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius }}>
      <Space size={2} style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}`, width: '100%' }}>
        {tools.map((tool) => (
          <Button
            key={tool.command}
            type="text"
            size="small"
            icon={tool.icon}
            aria-label={tool.label}
            title={tool.label}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(tool.command)}
          />
        ))}
      </Space>
      <div
        ref={area}
        id={id}
        role="textbox"
        aria-multiline
        aria-label={rest['aria-label']}
        contentEditable
        suppressContentEditableWarning
        className="sluice-message-body"
        style={{ minHeight: 180, maxHeight: 360, overflowY: 'auto', padding: `${token.paddingXS}px ${token.paddingSM}px`, outline: 'none' }}
        onInput={emit}
        onBlur={emit}
      />
      <Typography.Text
        type={length > EDITOR_MAX_TEXT ? 'danger' : 'secondary'}
        style={{ display: 'block', textAlign: 'right', padding: '0 8px 4px' }}
      >
        {length} / {EDITOR_MAX_TEXT}
      </Typography.Text>
    </div>
  );
}
