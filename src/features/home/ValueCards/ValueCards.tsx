import { Icon } from '../../../ui/Icon/Icon';
import type { IconName } from '../../../ui/Icon/icons';
import { cardGrid, cardLead } from '../home.css';
import { HomeSection } from '../HomeSection/HomeSection';
import * as styles from './ValueCards.css';

/** The three promises of the home page, in the spec's words (storefront §1 "Home"). */
export const valueCards: ReadonlyArray<{ icon: IconName; title: string; text: string }> = [
  { icon: 'image', title: 'Extra dimension files', text: 'Over 100*100cm at 300dpi' },
  { icon: 'edit', title: 'Layered original files', text: 'Over 95% editable PSD/TIFF/AI/EPS' },
  { icon: 'check', title: 'Competitive price', text: 'Saving 20-50%' },
];

/** Three value cards: large files, layered originals, fair prices. */
export function ValueCards() {
  return (
    <HomeSection title="Why designers choose us">
      <ul className={cardGrid}>
        {valueCards.map((card) => (
          <li key={card.title} className={styles.card}>
            <span className={styles.icon}>
              <Icon name={card.icon} />
            </span>
            <h3 className={cardLead}>{card.title}</h3>
            <p className={styles.text}>{card.text}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
