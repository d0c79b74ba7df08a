import React from 'react';
import { renderInline } from './inline-markdown';

type MdBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'quote'; text: string }
  | { kind: 'paragraph'; text: string };

/** Splits Markdown into the block kinds the CMS texts use (headings, lists, quotes, paragraphs). */
export function parseMarkdown(markdown: string): MdBlock[] {
  const blocks: MdBlock[] = [];
  for (const chunk of markdown.replace(/\r\n/g, '\n').split(/\n{2,}/)) {
    const lines = chunk.split('\n').map((l) => l.trimEnd()).filter((l) => l.trim());
    if (lines.length === 0) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(lines[0]);
    if (heading && lines.length === 1) {
      blocks.push({ kind: 'heading', level: heading[1].length, text: heading[2] });
    } else if (lines.every((l) => /^\s*[-*+]\s+/.test(l))) {
      blocks.push({ kind: 'list', ordered: false, items: lines.map((l) => l.replace(/^\s*[-*+]\s+/, '')) });
    } else if (lines.every((l) => /^\s*\d+[.)]\s+/.test(l))) {
      blocks.push({ kind: 'list', ordered: true, items: lines.map((l) => l.replace(/^\s*\d+[.)]\s+/, '')) });
    } else if (lines.every((l) => l.startsWith('>'))) {
      blocks.push({ kind: 'quote', text: lines.map((l) => l.replace(/^>\s?/, '')).join(' ') });
    } else if (heading) {
      blocks.push({ kind: 'heading', level: heading[1].length, text: heading[2] });
      blocks.push({ kind: 'paragraph', text: lines.slice(1).join(' ') });
    } else {
      blocks.push({ kind: 'paragraph', text: lines.join(' ') });
    }
  }
  return blocks;
}

export function MarkdownContent({ markdown }: { markdown: string }) {
  return (
    <>
      {parseMarkdown(markdown).map((block, index) => {
        const key = `md-${index}`;
        switch (block.kind) {
          case 'heading': {
            // The page title is the only h1: content headings start at h2.
            const Tag = `h${Math.min(6, Math.max(2, block.level))}` as 'h2';
            return <Tag key={key}>{renderInline(block.text, key)}</Tag>;
          }
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={key}>
                {block.items.map((item, i) => (
                  <li key={`${key}-${i}`}>{renderInline(item, `${key}-${i}`)}</li>
                ))}
              </List>
            );
          }
          case 'quote':
            return <blockquote key={key}>{renderInline(block.text, key)}</blockquote>;
          default:
            return <p key={key}>{renderInline(block.text, key)}</p>;
        }
      })}
    </>
  );
}
