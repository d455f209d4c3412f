import { Input, NativeSelect } from '@mantine/core';
import typographyCss from '@mantine/core/styles/Typography.css?inline';
import { RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import tiptapCss from '@mantine/tiptap/styles.css?inline';
import TextAlign from '@tiptap/extension-text-align';
import { TextStyleKit } from '@tiptap/extension-text-style';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useInsertionEffect } from 'react';

const STYLE_ELEMENT_ID = 'rich-text-editor-styles';

/**
 * The editor's CSS arrives with the post form's chunk, not in the app's stylesheet (the same reason
 * as the data table's): no other page has an editor.
 */
function useEditorStyles() {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ELEMENT_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ELEMENT_ID;
    style.textContent = `${typographyCss}\n${tiptapCss}`;
    document.head.append(style);
  }, []);
}

export const FONT_SIZES = ['12px', '14px', '16px', '18px', '20px', '24px', '30px'] as const;
export const FONT_FAMILIES = ['Inter', 'Fraunces', 'Georgia', 'Arial', 'Courier New'] as const;

interface RichTextEditorProps {
  label: string;
  /** HTML; the server sanitizes it with an allow-list. */
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** Spec 3 "Post Job Opportunity": bold, italic, underline, align, lists, link, color, font size and family. */
export function RichTextEditor({ label, value, onChange, error, disabled = false }: RichTextEditorProps) {
  useEditorStyles();
  const labelId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, autolink: true } }),
      TextStyleKit,
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
    ],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value loaded later (editing an opportunity) replaces the content; typing does not loop back.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    // The label element itself carries labelId: the editor's textbox is named by it (aria-labelledby).
    <Input.Wrapper label={label} labelProps={{ id: labelId }} error={error} size="md">
      <MantineRichTextEditor editor={editor} mt={4}>
        <MantineRichTextEditor.Toolbar sticky stickyOffset="var(--canvas-header-height, 0px)">
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Bold />
            <MantineRichTextEditor.Italic />
            <MantineRichTextEditor.Underline />
            <MantineRichTextEditor.ClearFormatting />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.BulletList />
            <MantineRichTextEditor.OrderedList />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.AlignLeft />
            <MantineRichTextEditor.AlignCenter />
            <MantineRichTextEditor.AlignRight />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ControlsGroup>
            <MantineRichTextEditor.Link />
            <MantineRichTextEditor.Unlink />
          </MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.ColorPicker
            colors={['#25262b', '#5f3dc4', '#c2255c', '#1971c2', '#2f9e44', '#e8590c']}
          />
          <NativeSelect
            size="xs"
            aria-label="Font size"
            data={[{ value: '', label: 'Size' }, ...FONT_SIZES]}
            onChange={(event) => {
              const size = event.currentTarget.value;
              if (size) editor?.chain().focus().setFontSize(size).run();
              else editor?.chain().focus().unsetFontSize().run();
            }}
          />
          <NativeSelect
            size="xs"
            aria-label="Font family"
            data={[{ value: '', label: 'Font' }, ...FONT_FAMILIES]}
            onChange={(event) => {
              const family = event.currentTarget.value;
              if (family) editor?.chain().focus().setFontFamily(family).run();
              else editor?.chain().focus().unsetFontFamily().run();
            }}
          />
        </MantineRichTextEditor.Toolbar>
        <MantineRichTextEditor.Content mih={200} />
      </MantineRichTextEditor>
    </Input.Wrapper>
  );
}
