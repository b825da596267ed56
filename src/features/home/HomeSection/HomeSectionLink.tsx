import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { HomeLink } from '../home';
import { visuallyHidden } from '../home.css';

export interface HomeSectionLinkProps {
  link: HomeLink;
  children: ReactNode;
  className?: string;
}

/**
 * A router link for home content. Design detail opens in a new tab (storefront §2 route
 * table), and says so to screen readers.
 */
export function HomeSectionLink({ link, children, className }: HomeSectionLinkProps) {
  return (
    <Link
      to={link.href}
      className={className}
      target={link.newTab ? '_blank' : undefined}
      rel={link.newTab ? 'noopener noreferrer' : undefined}
    >
      {children}
      {link.newTab ? <span className={visuallyHidden}> (opens in a new tab)</span> : null}
    </Link>
  );
}
