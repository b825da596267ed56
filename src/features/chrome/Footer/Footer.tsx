import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { visuallyHidden } from '../../../ui/styles/visuallyHidden.css';
import { NewsletterBox } from '../NewsletterBox/NewsletterBox';
import { SHOP_NAME, socialLinks } from '../site';
import { aboutLinks, copyrightLine, resourceLinks } from './footerLinks';
import { SocialIcon } from './SocialIcon';
import * as styles from './Footer.css';

export interface FooterProps {
  /** The name in the copyright line and the brand column. */
  shopName?: string;
}

/**
 * The footer of every page: the newsletter box, Resources (static policy pages, each
 * opened in a new window as the spec asks), About, the five social links and the 2022
 * copyright line.
 */
export function Footer({ shopName = SHOP_NAME }: FooterProps) {
  const resourcesId = useId();
  const aboutId = useId();
  const followId = useId();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div className={styles.brand}>
          <NewsletterBox />
        </div>
        <Stack as="nav" gap="md" aria-labelledby={resourcesId}>
          <h2 id={resourcesId} className={styles.heading}>
            Resources
          </h2>
          <ul className={styles.list}>
            {resourceLinks.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener" className={styles.link}>
                  {link.label}
                  <span className={visuallyHidden}> (opens in a new window)</span>
                </a>
              </li>
            ))}
          </ul>
        </Stack>
        <Stack as="nav" gap="md" aria-labelledby={aboutId}>
          <h2 id={aboutId} className={styles.heading}>
            About
          </h2>
          <ul className={styles.list}>
            {aboutLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.href} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Stack>
        <Stack gap="md">
          <h2 id={followId} className={styles.heading}>
            Follow us
          </h2>
          <Inline as="ul" wrap gap="sm" list aria-labelledby={followId}>
            {socialLinks.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                  title={link.label}
                  className={styles.socialLink}
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </Inline>
        </Stack>
      </div>
      <p className={styles.copyright}>{copyrightLine(shopName)}</p>
    </footer>
  );
}
