import { Box } from '@chakra-ui/react';
import React from 'react';
import { BlocksContent, type StrapiBlock } from './BlocksContent';
import { MarkdownContent } from './MarkdownContent';

export type RichTextValue = { format: string; value: unknown };

/** Strapi rich text, whichever way the field is declared: "blocks" (JSON) or Markdown (a string). */
export function RichText({ content }: { content: RichTextValue | null | undefined }) {
  if (!content || content.value === null || content.value === undefined) return null;
  return (
    <Box className="rich-text" css={PROSE} data-testid="rich-text">
      {content.format === 'blocks' && Array.isArray(content.value) ? (
        <BlocksContent blocks={content.value as StrapiBlock[]} />
      ) : typeof content.value === 'string' ? (
        <MarkdownContent markdown={content.value} />
      ) : null}
    </Box>
  );
}

/** The prose styles of rich text, shared with blocks printed beside it (the legal notice's publisher). */
export const PROSE = {
  lineHeight: '1.7',
  maxWidth: '75ch',
  '& > * + *': { marginTop: '1em' },
  '& h2': { fontSize: '1.5rem', fontWeight: 700, marginTop: '1.6em' },
  '& h3': { fontSize: '1.25rem', fontWeight: 700, marginTop: '1.4em' },
  '& h4, & h5, & h6': { fontSize: '1.1rem', fontWeight: 500, marginTop: '1.2em' },
  '& ul': { paddingInlineStart: '1.5em', listStyleType: 'disc' },
  '& ol': { paddingInlineStart: '1.5em', listStyleType: 'decimal' },
  '& li + li': { marginTop: '0.25em' },
  '& blockquote': { borderInlineStartWidth: '4px', borderColor: 'copper.400', paddingInlineStart: '1em', fontStyle: 'italic' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em' },
  '& img': { maxWidth: '100%', height: 'auto' },
};
