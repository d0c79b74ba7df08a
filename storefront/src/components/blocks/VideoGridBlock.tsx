import { Box, Button, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import React, { useState } from 'react';
import { messages } from '../../messages';
import type { BlockProps } from './types';

type VideoItem = { videoId?: string | null; title?: string | null; text?: string | null };

/** A YouTube id is 11 characters; anything else (e.g. the CMS's 'A_RENSEIGNER_01' placeholders) gets no player. */
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The player loads only on click (youtube-nocookie): no third-party request or cookie before the
 * visitor asks for the video, and no heavy iframes on the home page.
 */
function Video({ item }: { item: VideoItem }) {
  const [playing, setPlaying] = useState(false);
  const id = item.videoId ?? '';
  if (!VIDEO_ID.test(id)) {
    return (
      <Flex aspectRatio="16 / 9" bg="surface" borderRadius="md" align="center" justify="center" color="fg.muted" fontSize="sm" data-testid="video-placeholder">
        {messages.blocks.videoSoon}
      </Flex>
    );
  }
  return (
    <Box aspectRatio="16 / 9" bg="brand.900" borderRadius="md" overflow="hidden">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`}
          title={messages.blocks.videoTitle(item.title ?? '')}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          style={{ width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <Button onClick={() => setPlaying(true)} w="full" h="full" variant="ghost" color="white" fontSize="lg" aria-label={messages.blocks.playVideo(item.title ?? '')}>
          <Box as="span" aria-hidden="true" fontSize="4xl">▶</Box>
        </Button>
      )}
    </Box>
  );
}

export function VideoGridBlock({ block, headingLevel, headingId }: BlockProps) {
  const items = ((block.items ?? []) as VideoItem[]).filter((item) => item.title || item.videoId);
  if (items.length === 0) return null;
  return (
    <Box as="section" aria-labelledby={block.title ? headingId : undefined} data-block="video-grid">
      {block.title && <Heading as={headingLevel} id={headingId} size="2xl">{block.title}</Heading>}
      {block.text && <Text mt="2" color="fg.muted">{block.text}</Text>}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="6" mt="5">
        {items.map((item) => (
          <li key={`${item.videoId}-${item.title}`}>
            <Video item={item} />
            {item.title && <Heading as={headingLevel === 'h1' ? 'h2' : 'h3'} size="md" mt="3">{item.title}</Heading>}
            {item.text && <Text fontSize="sm" color="fg.muted" mt="1">{item.text}</Text>}
          </li>
        ))}
      </SimpleGrid>
    </Box>
  );
}
