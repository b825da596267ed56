import { vars } from './contract.css';
import { fontSize, lightColors, space } from './tokens';
import * as styles from './ThemeOverview.css';

type ColourName = keyof typeof lightColors;
type FontSizeName = keyof typeof fontSize;
type SpaceName = keyof typeof space;

/**
 * The light theme at a glance, for design review: every colour of the contract with
 * its value, the type scale and the spacing scale, all drawn through the theme
 * variables (so what you see is what components get).
 */
export function ThemeOverview() {
  return (
    <div>
      <section className={styles.section} aria-labelledby="theme-colours">
        <h2 id="theme-colours" className={styles.heading}>
          Colours
        </h2>
        <ul className={styles.swatches} style={{ listStyle: 'none', padding: 0 }}>
          {(Object.keys(lightColors) as ColourName[]).map((name) => (
            <li key={name} className={styles.swatch}>
              <span className={styles.chip} data-colour={name} style={{ background: vars.color[name] }} />
              <span className={styles.name}>{name}</span>
              <span>{lightColors[name]}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="theme-type">
        <h2 id="theme-type" className={styles.heading}>
          Type scale
        </h2>
        {(Object.keys(fontSize) as FontSizeName[]).map((name) => (
          <p key={name} className={styles.row}>
            <span className={styles.label}>{name}</span>
            <span style={{ fontSize: vars.fontSize[name] }}>Seamless floral repeat, 300 dpi</span>
          </p>
        ))}
      </section>
      <section className={styles.section} aria-labelledby="theme-space">
        <h2 id="theme-space" className={styles.heading}>
          Spacing
        </h2>
        {(Object.keys(space) as SpaceName[])
          .filter((name) => name !== 'none')
          .map((name) => (
            <p key={name} className={styles.row}>
              <span className={styles.label}>{name}</span>
              <span className={styles.bar} style={{ width: vars.space[name] }} />
            </p>
          ))}
      </section>
    </div>
  );
}
