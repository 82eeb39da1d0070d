import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import DOMPurify from 'dompurify';
import { Bold, Italic, List, ListOrdered, type LucideIcon } from 'lucide-react';
import { FieldFrame } from '../../../components/Field';

/** What the editor keeps: paragraphs, emphasis, lists and line breaks; nothing else. */
const EDITOR_HTML = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'div'],
  ALLOWED_ATTR: [],
};

const BLOCKS = new Set(['P', 'DIV', 'UL', 'OL']);

/**
 * The editor's HTML, sanitised to the few tags it offers, with text typed outside any block put
 * into paragraphs: the event page lays blocks out one under the other, so a loose run of text
 * with a bold word in it would otherwise show as three lines.
 */
export function sanitizeEditorHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { ...EDITOR_HTML, RETURN_DOM_FRAGMENT: true });
  const out = document.createElement('div');
  let paragraph: HTMLParagraphElement | null = null;
  for (const node of [...clean.childNodes]) {
    if (node instanceof Element && BLOCKS.has(node.tagName)) {
      paragraph = null;
      out.append(node);
      continue;
    }
    if (!paragraph) {
      if (node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()) continue;
      paragraph = document.createElement('p');
      out.append(paragraph);
    }
    paragraph.append(node);
  }
  return out.innerHTML.trim();
}

interface Command {
  name: 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList';
  icon: LucideIcon;
  labelKey: 'editorBold' | 'editorItalic' | 'editorBulletList' | 'editorNumberedList';
}

const COMMANDS: readonly Command[] = [
  { name: 'bold', icon: Bold, labelKey: 'editorBold' },
  { name: 'italic', icon: Italic, labelKey: 'editorItalic' },
  { name: 'insertUnorderedList', icon: List, labelKey: 'editorBulletList' },
  { name: 'insertOrderedList', icon: ListOrdered, labelKey: 'editorNumberedList' },
];

export interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  hint?: string;
}

/**
 * A small rich-text editor for the event's long description: bold, italic and lists on
 * editable text. Whatever is typed or pasted is sanitised (DOMPurify) to those few tags before
 * it reaches the form, and the event page sanitises it again when it shows it.
 */
export function RichTextField({ label, value, onChange, error, hint }: RichTextFieldProps) {
  const { t } = useTranslation('organizer');
  const id = useId();
  const editor = useRef<HTMLDivElement>(null);
  const message = error ?? hint;

  // The stored HTML goes in once (and when the form is reset); typing must not re-render it.
  useEffect(() => {
    const element = editor.current;
    if (element && sanitizeEditorHtml(element.innerHTML) !== value) {
      element.innerHTML = sanitizeEditorHtml(value);
    }
  }, [value]);

  const emit = () => onChange(sanitizeEditorHtml(editor.current?.innerHTML ?? ''));

  // Which commands are on where the cursor is, so each button shows (and says) its state.
  const [pressed, setPressed] = useState<ReadonlySet<Command['name']>>(new Set());
  const refreshPressed = useCallback(() => {
    const inEditor = editor.current?.contains(document.getSelection()?.anchorNode ?? null);
    setPressed(
      new Set(
        inEditor
          ? COMMANDS.filter((c) => document.queryCommandState(c.name)).map((c) => c.name)
          : [],
      ),
    );
  }, []);
  useEffect(() => {
    document.addEventListener('selectionchange', refreshPressed);
    return () => document.removeEventListener('selectionchange', refreshPressed);
  }, [refreshPressed]);

  return (
    <FieldFrame
      label={label}
      labelAsText
      labelId={`${id}-label`}
      messageId={`${id}-message`}
      error={error}
      hint={hint}
      plain
    >
      <div className="rich-text__toolbar" role="toolbar" aria-labelledby={`${id}-label`}>
        {COMMANDS.map(({ name, icon: Icon, labelKey }) => (
          <button
            key={name}
            type="button"
            className="rich-text__command"
            aria-label={t(labelKey)}
            aria-pressed={pressed.has(name)}
            title={t(labelKey)}
            // Keeps the text selection in the editor while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              editor.current?.focus();
              document.execCommand(name);
              emit();
              refreshPressed();
            }}
          >
            <Icon aria-hidden="true" size={18} />
          </button>
        ))}
      </div>
      <div
        ref={editor}
        className="rich-text__area"
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-labelledby={`${id}-label`}
        aria-describedby={message ? `${id}-message` : undefined}
        aria-invalid={error ? true : undefined}
        dir="auto"
        onInput={emit}
        onBlur={emit}
        onPaste={(event) => {
          // Pasted pages bring their styles and scripts: only their text comes in.
          event.preventDefault();
          document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
        }}
        suppressContentEditableWarning
      />
    </FieldFrame>
  );
}
