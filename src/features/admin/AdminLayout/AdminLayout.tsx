import { Suspense, useRef, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../../../ui/Spinner/Spinner';
import { sideMenu, sideMenuLink } from '../../../ui/styles/sideMenu.css';
import { useCurrentTabInView } from '../../../ui/useCurrentTabInView';
import { Text } from '../../../ui/Text/Text';
import { Grid } from '../../../ui/Grid/Grid';
import { Inline } from '../../../ui/Inline/Inline';
import { adminSections, adminUrl } from '../admin';
import * as styles from './AdminLayout.css';

export interface AdminLayoutProps {
  /** The signed-in operator's email, shown beside the title. */
  operatorEmail: string;
  /** The section; defaults to the route's child (<Outlet />). */
  children?: ReactNode;
}

/**
 * The back office's frame (the page's <main>): its title, who is signed in, a side menu of the sections
 * (the current one highlighted) and the section beside it. Sections load lazily, so the
 * frame stays while one arrives. Below the desktop the menu is a row of tabs wider than a
 * phone: the current one is scrolled into view.
 */
export function AdminLayout({ operatorEmail, children }: AdminLayoutProps) {
  const navRef = useRef<HTMLElement>(null);
  useCurrentTabInView(navRef, useLocation().pathname);
  return (
    <Grid as="main" gap="lg" align="start" className={styles.layout}>
      <Inline as="header" gap="md" align="baseline" justify="between" wrap className={styles.header}>
        <Text as="h1" size="xl">
          Back office
        </Text>
        <Text as="p" tone="muted">
          Signed in as <strong>{operatorEmail}</strong>
        </Text>
      </Inline>
      <nav ref={navRef} aria-label="Back office" className={styles.nav}>
        <ul className={sideMenu} role="list">
          {adminSections.map((section) => (
            <li key={section.path}>
              <NavLink to={adminUrl(section.path)} end={section.path === ''} className={sideMenuLink}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Suspense fallback={<Spinner label="Loading the section" />}>{children ?? <Outlet />}</Suspense>
      </div>
    </Grid>
  );
}
