import React from 'react';
import { StaticIsland } from '../../features/static-island/StaticIsland';
import { BannerBlock } from './BannerBlock';
import { BestSellersBlock } from './BestSellersBlock';
import { CategoryBlock } from './CategoryBlock';
import { CompareTableBlock } from './CompareTableBlock';
import { FeatureBlock } from './FeatureBlock';
import { HeroBlock } from './HeroBlock';
import type { BlockData, BlockProps, BlockResources } from './types';
import { VideoGridBlock } from './VideoGridBlock';

/** Strapi component UID (dynamic zone `sections`) -> the React block that renders it. */
export const BLOCK_REGISTRY: Record<string, React.ComponentType<BlockProps>> = {
  'blocks.hero': HeroBlock,
  'blocks.banner': BannerBlock,
  'blocks.feature': FeatureBlock,
  'blocks.best-sellers': BestSellersBlock,
  'blocks.category': CategoryBlock,
  'blocks.compare-table': CompareTableBlock,
  'blocks.video-grid': VideoGridBlock,
};

/** Blocks with state of their own (a video starts on click); the others keep their static HTML (StaticIsland). */
const INTERACTIVE_BLOCKS = new Set(['blocks.video-grid']);

/** Renders one CMS block; a block type this storefront does not know yet is skipped, not an error. */
type CmsBlockProps = { block: BlockData; resources: BlockResources; headingLevel?: 'h1' | 'h2'; headingId?: string; firstScreen?: boolean };

export function CmsBlock({ block, resources, headingLevel = 'h2', headingId, firstScreen = false }: CmsBlockProps) {
  const Component = BLOCK_REGISTRY[block.__component];
  if (!Component) return null;
  const id = headingId ?? `bloc-${block.__component.replace(/^blocks\./, '')}-${block.id ?? 0}`;
  return (
    <StaticIsland enabled={!INTERACTIVE_BLOCKS.has(block.__component)}>
      <Component block={block} resources={resources} headingLevel={headingLevel} headingId={id} firstScreen={firstScreen} />
    </StaticIsland>
  );
}
