import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { CharacterCount } from '@tiptap/extensions';
import DOMPurify from 'dompurify';
import { theme, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textMax } from './field-kinds';
import { flagSetting, type FieldControlProps } from './field-control-props';

// Rich text (seed 001 sections 4, 5 and 9): tiptap, read-only until the first click, at most `maxlength` characters
// (3000 by default; typing past it is cut off), an optional counter. What it hands on is sanitised with DOMPurify,
// and so is a stored value before it is shown: the HTML is a person's input and is shown to others.

const sanitise = (html: string): string => DOMPurify.sanitize(html);
const isEmptyHtml = (html: string) => html === '<p></p>' || html === '';

export function EditorControl({ field, value, onChange, id, disabled, readOnly }: FieldControlProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const limit = textMax(field) ?? 3000;
  const [active, setActive] = useState(false);
  const html = typeof value === 'string' ? value : '';
  const editor = useEditor({
    extensions: [StarterKit, CharacterCount.configure({ limit })],
    content: sanitise(html),
    editable: false,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => {
      const next = sanitise(current.getHTML());
      onChange?.(isEmptyHtml(next) ? '' : next);
    },
  });
  // A value set from outside (a reset, a loaded record) replaces the content; the editor's own edits do not loop back.
  // React re-runs these effects when a suspended tree is shown again, possibly on an editor tiptap already destroyed,
  // whose getHTML throws.
  useEffect(() => {
    if (
      editor &&
      !editor.isDestroyed &&
      !editor.isFocused &&
      sanitise(editor.getHTML()) !== sanitise(html) &&
      !(isEmptyHtml(html) && editor.isEmpty)
    ) {
      editor.commands.setContent(sanitise(html), { emitUpdate: false });
    }
  }, [editor, html]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(active && !disabled && !readOnly);
  }, [editor, active, disabled, readOnly]);

  const characters = (editor?.storage as { characterCount?: { characters: () => number } } | undefined)?.characterCount?.characters() ?? 0;
  return (
    <div
      id={id}
      role="presentation"
      onClick={() => {
        if (!active && !disabled && !readOnly) {
          setActive(true);
          queueMicrotask(() => editor?.commands.focus('end'));
        }
      }}
      style={{
        width: '100%',
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        padding: '4px 11px',
        minHeight: 120,
        background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
        cursor: disabled || readOnly ? 'default' : active ? 'text' : 'pointer',
      }}
    >
      {!active && !html && !readOnly && !disabled ? (
        <Typography.Text type="secondary">{t('forms.editor.click-to-edit')}</Typography.Text>
      ) : null}
      <EditorContent editor={editor} aria-label={field.__config__.label} />
      {flagSetting(field, 'showCount') || field.maxlength !== undefined ? (
        <div style={{ textAlign: 'right' }}>
          <Typography.Text type="secondary">{`${characters} / ${limit}`}</Typography.Text>
        </div>
      ) : null}
    </div>
  );
}
