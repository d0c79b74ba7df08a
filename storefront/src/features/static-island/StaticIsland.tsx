import { navigate } from 'gatsby';
import React, { useEffect, useRef, useState } from 'react';
import { clientNavigationTarget, closestLink } from './clientNavigation';
import { canTakeOver, hold, takeOver } from './handover';
import { useHydratingLater } from './HydrateLater';
import { isHydratingStaticHtml, markFirstRenderDone, useBrowserLayoutEffect } from './hydration';

type GatsbyWindow = Window & { ___loader?: { hovering?: (path: string) => void } };

type Props = {
  children: React.ReactNode;
  /** false: the children render (same markup), e.g. a list once it changes at runtime; there is no way back */
  enabled?: boolean;
  /** the wrapper's tag; it takes no box of its own (display: contents) unless `style` says otherwise */
  as?: 'div' | 'span';
  style?: React.CSSProperties;
  /**
   * A name shared with the island that replaces this one in the same render: the kept HTML moves to it instead of
   * being rendered again (`handover.ts`).
   */
  handover?: string;
  'data-testid'?: string;
};

/**
 * Static content (links, texts, pictures) whose server HTML is kept as it is when the page first loads: React
 * neither re-renders nor hydrates what is inside, which is most of a page's hydration work on a slow phone. The
 * wrapper still hydrates, and clicks on internal links inside go through Gatsby's router as <Link> would, with
 * the same hover loading. On a client render (navigation to the page, `gatsby develop`) the children render
 * normally. Only for content that never changes after the build and has no event handlers of its own.
 */
export function StaticIsland({ children, enabled = true, as = 'div', style, handover, ...rest }: Props) {
  const hydratingLater = useHydratingLater();
  const [keepServerHtml, setKeepServerHtml] = useState(
    () => enabled && (isHydratingStaticHtml() || hydratingLater || (handover !== undefined && canTakeOver(handover))),
  );
  const ref = useRef<HTMLDivElement>(null);
  // React empties the element and renders the children in it (the content was not its own so far)
  if (keepServerHtml && !enabled) setKeepServerHtml(false);
  useBrowserLayoutEffect(() => {
    const element = ref.current;
    if (!handover || !keepServerHtml || !element) return undefined;
    // before the browser paints: the predecessor's nodes, or (none left) the children rendered after all
    if (!element.hasChildNodes() && !takeOver(handover, element)) {
      setKeepServerHtml(false);
      return undefined;
    }
    return hold(handover, element);
  }, [handover, keepServerHtml]);
  useEffect(() => {
    // React client-renders the whole page after a hydration error elsewhere: then there is no HTML to keep
    if (keepServerHtml && ref.current && !ref.current.hasChildNodes()) setKeepServerHtml(false);
  }, [keepServerHtml]);
  useEffect(markFirstRenderDone, []);

  const Tag = as as 'div';
  const wrapperStyle: React.CSSProperties = { display: 'contents', ...style };
  if (!keepServerHtml) {
    return (
      <Tag ref={ref} style={wrapperStyle} {...rest}>
        {children}
      </Tag>
    );
  }
  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const anchor = closestLink(event.target, event.currentTarget);
    const to = anchor && clientNavigationTarget(anchor, event, window.location.origin);
    if (!to) return;
    event.preventDefault();
    void navigate(to);
  };
  const onMouseOver = (event: React.MouseEvent<HTMLDivElement>) => {
    const anchor = closestLink(event.target, event.currentTarget);
    const to = anchor && clientNavigationTarget(anchor, { button: 0, defaultPrevented: false, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false }, window.location.origin);
    if (to) (window as GatsbyWindow).___loader?.hovering?.(new URL(to, window.location.origin).pathname);
  };
  return (
    <Tag
      ref={ref}
      style={wrapperStyle}
      {...rest}
      onClick={onClick}
      onMouseOver={onMouseOver}
      // the server rendered the children here; an empty __html tells React to leave the element's content alone
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
