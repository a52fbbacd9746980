import '@mantine/tiptap/styles.css'
import { Input } from '@mantine/core'
import { Link, RichTextEditor } from '@mantine/tiptap'
import { useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { memberBoardMessages } from '../messages'
import classes from './rich-text-field.module.css'

const { editor: labels } = memberBoardMessages

/** Only what the server keeps (cms/domains/member-boards/services/post-content.ts): no colours, images or tables. */
const editorLabels = {
  boldControlLabel: labels.bold,
  italicControlLabel: labels.italic,
  underlineControlLabel: labels.underline,
  strikeControlLabel: labels.strike,
  h2ControlLabel: labels.h2,
  h3ControlLabel: labels.h3,
  bulletListControlLabel: labels.bulletList,
  orderedListControlLabel: labels.orderedList,
  blockquoteControlLabel: labels.blockquote,
  linkControlLabel: labels.link,
  unlinkControlLabel: labels.unlink,
  undoControlLabel: labels.undo,
  redoControlLabel: labels.redo,
  linkEditorInputLabel: labels.linkUrl,
  linkEditorInputPlaceholder: 'https://',
  linkEditorExternalLink: labels.linkExternal,
  linkEditorInternalLink: labels.linkInternal,
  linkEditorSave: labels.linkSave,
}

type RichTextFieldProps = {
  id: string
  label: string
  initialHtml: string
  error?: string | null
  counter: string
  onChange: (html: string, textLength: number) => void
}

/**
 * The body editor (Mantine's Tiptap editor). It reports the HTML and the length of its text, which
 * is what the counter and the server's limit count.
 */
export function RichTextField({ id, label, initialHtml, error, counter, onChange }: RichTextFieldProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3] }, code: false, codeBlock: false }), Link],
    content: initialHtml,
    immediatelyRender: true,
    editorProps: { attributes: { id, 'aria-label': label, 'aria-invalid': error ? 'true' : 'false', 'aria-describedby': `${id}-counter` } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML(), current.getText().trim().length),
  })

  return (
    <Input.Wrapper label={label} required error={error} labelProps={{ htmlFor: id }}>
      <RichTextEditor editor={editor} labels={editorLabels} className={classes.editor} data-invalid={error ? true : undefined}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content className={classes.content} />
      </RichTextEditor>
      <p id={`${id}-counter`} className={classes.counter} aria-live="polite">
        {counter}
      </p>
    </Input.Wrapper>
  )
}
