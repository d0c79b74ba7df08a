import React from 'react';
import { SafeLink } from './inline-markdown';

/** Strapi v5 "blocks" rich text nodes (the subset its editor produces). */
export type StrapiInline = {
  type: 'text' | 'link';
  text?: string;
  url?: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strikethrough?: boolean;
  code?: boolean;
  children?: StrapiInline[];
};

export type StrapiBlock = {
  type: string;
  level?: number;
  format?: 'ordered' | 'unordered';
  image?: { url?: string; alternativeText?: string | null; width?: number | null; height?: number | null };
  children?: (StrapiBlock | StrapiInline)[];
};

function Inline({ node }: { node: StrapiInline }): React.ReactElement {
  if (node.type === 'link') {
    return <SafeLink href={node.url ?? ''}>{(node.children ?? []).map((child, i) => <Inline key={i} node={child} />)}</SafeLink>;
  }
  let out: React.ReactNode = node.text ?? '';
  if (node.code) out = <code>{out}</code>;
  if (node.bold) out = <strong>{out}</strong>;
  if (node.italic) out = <em>{out}</em>;
  if (node.underline) out = <u>{out}</u>;
  if (node.strikethrough) out = <s>{out}</s>;
  return <>{out}</>;
}

function children(block: StrapiBlock): React.ReactNode {
  return (block.children ?? []).map((child, i) =>
    child.type === 'text' || child.type === 'link' ? <Inline key={i} node={child as StrapiInline} /> : <Block key={i} block={child as StrapiBlock} />,
  );
}

function Block({ block }: { block: StrapiBlock }): React.ReactElement | null {
  switch (block.type) {
    case 'heading': {
      const Tag = `h${Math.min(6, Math.max(2, block.level ?? 2))}` as 'h2';
      return <Tag>{children(block)}</Tag>;
    }
    case 'list':
      return block.format === 'ordered' ? <ol>{children(block)}</ol> : <ul>{children(block)}</ul>;
    case 'list-item':
      return <li>{children(block)}</li>;
    case 'quote':
      return <blockquote>{children(block)}</blockquote>;
    case 'code':
      return (
        <pre>
          <code>{children(block)}</code>
        </pre>
      );
    case 'image':
      // A picture of the CMS's media library (`/uploads/…`, served by the shop's origin): its size reserves the
      // space before it loads (the prose styles scale it down), and it loads only when the reader gets near it.
      return block.image?.url ? (
        <img
          src={block.image.url}
          alt={block.image.alternativeText ?? ''}
          width={block.image.width ?? undefined}
          height={block.image.height ?? undefined}
          loading="lazy"
          decoding="async"
        />
      ) : null;
    case 'paragraph':
      return <p>{children(block)}</p>;
    default:
      return null;
  }
}

export function BlocksContent({ blocks }: { blocks: StrapiBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </>
  );
}
