import React from 'react';

/** Gatsby's runtime is not loaded in unit tests: Link is an anchor, navigate a spy, queries inert. */
export const navigate = jest.fn();
export const graphql = () => '';
export const useStaticQuery = jest.fn();
export const Link = React.forwardRef<HTMLAnchorElement, { to: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>>(
  ({ to, ...props }, ref) => <a ref={ref} href={to} {...props} />,
);
Link.displayName = 'Link';
