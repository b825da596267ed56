import { SocialIcon, socialLinks } from '../../chrome';
import { visuallyHidden } from '../home.css';
import { HomeSection } from '../HomeSection/HomeSection';
import * as styles from './PatternTrends.css';

/** 'Pattern Trends' (storefront §2 "Home"): the five social channels, each in a new tab. */
export function PatternTrends() {
  return (
    <HomeSection title="Pattern Trends" description="New prints, colour stories and trend reports every week on our channels.">
      <ul className={styles.list}>
        {socialLinks.map((social) => (
          <li key={social.network}>
            <a className={styles.link} href={social.href} target="_blank" rel="noopener noreferrer">
              <SocialIcon network={social.network} />
              {social.label}
              <span className={visuallyHidden}> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
