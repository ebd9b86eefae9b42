import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';
import { useCrossSiteHref } from '../lib/cross-site-links';

export type { LinkProps };

// The router's own options mean nothing to a page load on another site.
const routerOnlyProps = new Set<string>([
  'to',
  'replace',
  'state',
  'relative',
  'preventScrollReset',
  'reloadDocument',
  'viewTransition',
  'discover',
  'prefetch',
  'defaultShouldRevalidate',
  'mask',
]);

/**
 * Every in-app link. A page of this site is a router link (no reload); a page of another of the
 * three sites (SPEC.md section 1) is a plain link to that site's address, carrying
 * `embedded=true` when this page is embedded. Use this rather than react-router's Link, so no
 * link has to know which site its page lives on (eslint holds everyone to it).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const crossSiteHref = useCrossSiteHref(props.to);
  if (crossSiteHref === null) return <RouterLink ref={ref} {...props} />;
  const anchorProps = Object.fromEntries(
    Object.entries(props).filter(([name]) => !routerOnlyProps.has(name)),
  ) as AnchorHTMLAttributes<HTMLAnchorElement>;
  return <a ref={ref} href={crossSiteHref} {...anchorProps} />;
});
