import { Box, Button } from '@chakra-ui/react';
import type { RichTextBlock } from '@shop/shared';
import React from 'react';
import { createEditor, Editor, Element as SlateElement, Node as SlateNode, Range, Transforms, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, ReactEditor, Slate, useSlate, withReact, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import { ImageUploader } from '../media/ImageUploader';
import { editorialMessages as m } from './messages';

/**
 * The back-office's rich text editor: Slate, the editor Strapi's own "blocks" field is built on, so the tree edited
 * here is the one Strapi stores and the storefront renders (no HTML round trip). The server sanitises what it gets
 * (packages/shared rich-text.ts): this component only has to produce the same shape.
 */

type Mark = 'bold' | 'italic' | 'underline';
type BlockKind = 'paragraph' | 'heading-2' | 'heading-3' | 'quote' | 'ordered' | 'unordered';
type ImageFields = { url: string; alternativeText: string; width?: number | null; height?: number | null };
type AnyElement = { type: string; level?: number; format?: string; url?: string; image?: ImageFields; children: Descendant[] };

const emptyDocument = (): Descendant[] => [{ type: 'paragraph', children: [{ text: '' }] } as unknown as Descendant];

/** Slate's leaves lack Strapi's `type: 'text'`: added (and Slate-only keys dropped) when the value leaves the editor. */
export function toBlocks(value: Descendant[]): RichTextBlock[] {
  const convert = (node: unknown): unknown => {
    const record = node as Record<string, unknown>;
    if (typeof record.text === 'string') {
      const leaf: Record<string, unknown> = { type: 'text', text: record.text };
      for (const mark of ['bold', 'italic', 'underline', 'strikethrough', 'code']) if (record[mark]) leaf[mark] = true;
      return leaf;
    }
    const element: Record<string, unknown> = { ...record, children: (record.children as unknown[]).map(convert) };
    if (element.type === 'link') element.children = (element.children as Record<string, unknown>[]).filter((c) => c.type === 'text');
    return element;
  };
  return value.map(convert) as RichTextBlock[];
}

/**
 * A picture of the media library as Strapi's image block (a void element: Slate keeps one empty text inside), put
 * where the caret is, with a paragraph after it when it ends the text so the writing can go on.
 */
export function insertImage(editor: Editor, image: ImageFields): void {
  const element = { type: 'image', image, children: [{ text: '' }] } as unknown as SlateElement;
  Transforms.insertNodes(editor, element, { at: editor.selection ?? Editor.end(editor, []) });
  const last = editor.children[editor.children.length - 1] as unknown as AnyElement | undefined;
  if (last?.type === 'image') Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] } as unknown as SlateElement, { at: [editor.children.length] });
}

function kindOf(element: AnyElement): BlockKind {
  if (element.type === 'heading') return element.level === 3 ? 'heading-3' : 'heading-2';
  if (element.type === 'list') return element.format === 'ordered' ? 'ordered' : 'unordered';
  if (element.type === 'quote') return 'quote';
  return 'paragraph';
}

function isBlockActive(editor: Editor, kind: BlockKind): boolean {
  const [match] = Editor.nodes(editor, {
    match: (n) => SlateElement.isElement(n) && ((n as AnyElement).type !== 'list-item' && (n as AnyElement).type !== 'link') && kindOf(n as AnyElement) === kind,
  });
  return Boolean(match);
}

function toggleBlock(editor: Editor, kind: BlockKind): void {
  const active = isBlockActive(editor, kind);
  const list = kind === 'ordered' || kind === 'unordered';
  Transforms.unwrapNodes(editor, { match: (n) => SlateElement.isElement(n) && (n as AnyElement).type === 'list', split: true });
  const props: Partial<AnyElement> = active
    ? { type: 'paragraph', level: undefined }
    : list
      ? { type: 'list-item', level: undefined }
      : kind === 'quote'
        ? { type: 'quote', level: undefined }
        : kind === 'paragraph'
          ? { type: 'paragraph', level: undefined }
          : { type: 'heading', level: kind === 'heading-3' ? 3 : 2 };
  Transforms.setNodes(editor, props as Partial<SlateElement>, { match: (n) => SlateElement.isElement(n) && Editor.isBlock(editor, n) });
  if (!active && list) Transforms.wrapNodes(editor, { type: 'list', format: kind, children: [] } as unknown as SlateElement);
}

const isMarkActive = (editor: Editor, mark: Mark) => Boolean((Editor.marks(editor) as Record<string, unknown> | null)?.[mark]);
const toggleMark = (editor: Editor, mark: Mark) => (isMarkActive(editor, mark) ? Editor.removeMark(editor, mark) : Editor.addMark(editor, mark, true));

function insertLink(editor: Editor, url: string): void {
  const { selection } = editor;
  if (!selection) return;
  if (Range.isCollapsed(selection)) {
    Transforms.insertNodes(editor, { type: 'link', url, children: [{ text: url }] } as unknown as SlateElement);
  } else {
    Transforms.wrapNodes(editor, { type: 'link', url, children: [] } as unknown as SlateElement, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
}

/**
 * Slate learns where the caret is from the browser's `selectionchange`, which comes late on a busy machine: a tool
 * pressed right after a click in the text would act on no selection at all. The tool takes the browser's caret first
 * (or the end of the text when the editor never had one).
 */
function takeBrowserCaret(editor: Editor): void {
  if (editor.selection) return;
  const react = editor as ReactEditor;
  const dom = window.getSelection();
  const inside = dom && dom.rangeCount > 0 && dom.anchorNode && ReactEditor.hasDOMNode(react, dom.anchorNode);
  const range = inside ? ReactEditor.toSlateRange(react, dom, { exactMatch: false, suppressThrow: true }) : null;
  Transforms.select(editor, range ?? Editor.end(editor, []));
}

function ToolButton({ label, active, onPress, children }: { label: string; active: boolean; onPress: () => void; children: React.ReactNode }) {
  const editor = useSlate();
  return (
    <Button
      size="xs"
      variant={active ? 'solid' : 'outline'}
      aria-label={label}
      aria-pressed={active}
      title={label}
      onMouseDown={(event) => {
        event.preventDefault();
        takeBrowserCaret(editor);
        onPress();
      }}
    >
      {children}
    </Button>
  );
}

function Toolbar({ imageOpen, onImage }: { imageOpen: boolean; onImage: () => void }) {
  const editor = useSlate();
  const mark = (name: Mark, label: string, text: React.ReactNode) => (
    <ToolButton label={label} active={isMarkActive(editor, name)} onPress={() => toggleMark(editor, name)}>{text}</ToolButton>
  );
  const block = (kind: BlockKind, label: string, text: string) => (
    <ToolButton label={label} active={isBlockActive(editor, kind)} onPress={() => toggleBlock(editor, kind)}>{text}</ToolButton>
  );
  return (
    <Box role="toolbar" aria-label={m.toolbar} display="flex" flexWrap="wrap" gap="1" p="2" borderBottomWidth="1px" borderColor="border">
      {mark('bold', m.bold, <strong>G</strong>)}
      {mark('italic', m.italic, <em>I</em>)}
      {mark('underline', m.underline, <u>S</u>)}
      {block('heading-2', m.heading2, m.heading2)}
      {block('heading-3', m.heading3, m.heading3)}
      {block('unordered', m.bulleted, m.bulleted)}
      {block('ordered', m.numbered, m.numbered)}
      {block('quote', m.quote, m.quote)}
      <ToolButton
        label={m.link}
        active={false}
        onPress={() => {
          const url = window.prompt(m.linkPrompt);
          if (url && url.trim()) insertLink(editor, url.trim());
        }}
      >
        {m.linkShort}
      </ToolButton>
      <ToolButton label={m.image} active={imageOpen} onPress={onImage}>{m.image}</ToolButton>
    </Box>
  );
}

function RenderedElement({ attributes, children, element }: RenderElementProps) {
  const el = element as unknown as AnyElement;
  switch (el.type) {
    case 'image':
      return (
        <div {...attributes} data-testid="editor-image">
          <div contentEditable={false}>
            <img src={el.image?.url} alt={el.image?.alternativeText ?? ''} width={el.image?.width ?? undefined} height={el.image?.height ?? undefined} style={{ maxWidth: '100%', height: 'auto' }} />
          </div>
          {children}
        </div>
      );
    case 'heading':
      return el.level === 3 ? <h3 {...attributes}>{children}</h3> : <h2 {...attributes}>{children}</h2>;
    case 'quote':
      return <blockquote {...attributes}>{children}</blockquote>;
    case 'list':
      return el.format === 'ordered' ? <ol {...attributes}>{children}</ol> : <ul {...attributes}>{children}</ul>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'link':
      return <a {...attributes} href={el.url}>{children}</a>;
    case 'code':
      return <pre {...attributes}><code>{children}</code></pre>;
    default:
      return <p {...attributes}>{children}</p>;
  }
}

function RenderedLeaf({ attributes, children, leaf }: RenderLeafProps) {
  const marks = leaf as unknown as Record<Mark, boolean>;
  let out = children;
  if (marks.bold) out = <strong>{out}</strong>;
  if (marks.italic) out = <em>{out}</em>;
  if (marks.underline) out = <u>{out}</u>;
  return <span {...attributes}>{out}</span>;
}

export type RichTextEditorProps = { id: string; labelId: string; value: RichTextBlock[]; onChange: (blocks: RichTextBlock[]) => void };

/** Uncontrolled after mount (Slate owns its value); give it a new `key` to load another document. */
export function RichTextEditor({ id, labelId, value, onChange }: RichTextEditorProps) {
  const editor = React.useMemo(() => {
    const e = withHistory(withReact(createEditor()));
    const { isInline, isVoid } = e;
    e.isInline = (element) => (element as unknown as AnyElement).type === 'link' || isInline(element);
    e.isVoid = (element) => (element as unknown as AnyElement).type === 'image' || isVoid(element);
    return e;
  }, []);
  const [imageOpen, setImageOpen] = React.useState(false);
  // Where the caret was when the tool was pressed: the uploader's fields take the focus meanwhile.
  const caret = React.useRef<Range | null>(null);
  const initial = React.useMemo(() => (value.length ? (value as unknown as Descendant[]) : emptyDocument()), []); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Box borderWidth="1px" borderColor="border" borderRadius="md" data-testid="rich-text-editor">
      <Slate editor={editor} initialValue={initial} onChange={(next) => onChange(toBlocks(next))}>
        <Toolbar
          imageOpen={imageOpen}
          onImage={() => {
            caret.current = editor.selection;
            setImageOpen((open) => !open);
          }}
        />
        {imageOpen && (
          <Box p="2" borderBottomWidth="1px" borderColor="border">
            <ImageUploader
              id={`${id}-image`}
              legend={m.imageBlock}
              submitLabel={m.insertImage}
              onCancel={() => setImageOpen(false)}
              onUploaded={(uploaded, alt) => {
                // Back to the remembered caret, unless the text changed under it meanwhile (then where Slate has it).
                const at = caret.current;
                if (at && SlateNode.has(editor, at.anchor.path) && SlateNode.has(editor, at.focus.path)) Transforms.select(editor, at);
                insertImage(editor, { url: uploaded.url, alternativeText: alt, width: uploaded.width, height: uploaded.height });
                setImageOpen(false);
              }}
            />
          </Box>
        )}
        <Box
          p="3"
          minH="48"
          css={{ '& h2': { fontSize: 'xl', fontWeight: 'bold' }, '& h3': { fontSize: 'lg', fontWeight: 'bold' }, '& ul': { pl: '6', listStyle: 'disc' }, '& ol': { pl: '6', listStyle: 'decimal' }, '& blockquote': { borderLeftWidth: '3px', pl: '3' }, '& a': { textDecoration: 'underline' } }}
        >
          <Editable id={id} aria-labelledby={labelId} aria-multiline="true" renderElement={RenderedElement} renderLeaf={RenderedLeaf} style={{ minHeight: '10rem', outline: 'none' }} />
        </Box>
      </Slate>
    </Box>
  );
}
