import { Carousel } from '../../../ui/Carousel/Carousel';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import { FeaturedCategories, TrustedBy } from '../../home';
import { CONTRIBUTOR_PORTAL_PLANNED, COMPANY_NAME, REGISTRATION, offices } from '../content';
import { ContentPage } from '../ContentPage/ContentPage';
import { ContentPageSection } from '../ContentPage/ContentPageSection';
import * as styles from './AboutPage.css';

export interface ProcessStep {
  title: string;
  text: string;
}

/** How a design travels from idea to download: the slides of the Working Process carousel. */
export const processSteps: readonly ProcessStep[] = [
  { title: 'Trend research', text: 'We follow runways, retail and social feeds to decide what to draw next.' },
  { title: 'Sketching', text: 'Designers explore motifs and layouts by hand and on screen.' },
  { title: 'Artwork', text: 'The strongest sketches are drawn up as full-resolution artwork.' },
  { title: 'Repeat', text: 'Patterns are engineered into seamless repeats wherever a print needs one.' },
  { title: 'Colourways', text: 'Colours are built on their own layers, so they can be changed in minutes.' },
  { title: 'Quality check', text: 'Every file is checked for size, resolution and layers before release.' },
  { title: 'Publishing', text: 'The design goes on sale with its files, sizes and licence options listed.' },
  { title: 'Licence and download', text: 'You choose a licence, pay and download the original files straight away.' },
];

/**
 * The Working Process carousel's settings (account-and-pages §9): 3.2 slides in view, 30 px
 * apart, moving two at a time, looping, every 2000 ms, holding still under the mouse.
 */
export const processCarousel = {
  slidesPerView: 3.2,
  spaceBetween: 30,
  slidesPerGroup: 2,
  // Below the 1200 px desktop a step card needs most of the width to stay readable.
  compactSlidesPerView: { phone: 1.2, tablet: 2.2 },
  loop: true,
  autoplayDelay: 2000,
  pauseOnHover: true,
} as const;

/** "Milan, Shenzhen, … and Yantai". */
const officeCities = (() => {
  const cities = offices.map((office) => office.city);
  return `${cities.slice(0, -1).join(', ')} and ${cities.at(-1)}`;
})();

/**
 * `/AboutUS`, `/about` and `/us` (account-and-pages §2 "About page"): the company in brief,
 * the Working Process carousel, the Featured Category tiles, a note on partners and the
 * contributor portal, and the USED & TRUSTED BY logos. The tiles come from the home page
 * and load, fail and retry on their own.
 */
export function AboutPage() {
  return (
    <ContentPage
      title="About us"
      width="wide"
      lead={
        <>
          <p>
            {COMPANY_NAME} licenses original textile, graphic and illustration designs to the brands, studios and makers who print them. You
            buy a licence, download the layered files and start producing.
          </p>
          <p>
            The company was registered in {REGISTRATION.place} in {REGISTRATION.year} and works from six offices: {officeCities}.
          </p>
        </>
      }
    >
      <ContentPageSection title="Working Process" prose={false}>
        <Carousel aria-label="Working Process steps" {...processCarousel}>
          {processSteps.map((step, index) => (
            <Stack as="article" key={step.title} gap="sm" className={styles.step}>
              <Text as="p" size="xxl" weight="bold" leading="tight" className={styles.stepNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </Text>
              <Text as="h3" size="lg" weight="semibold">
                {step.title}
              </Text>
              <Text as="p" tone="muted">
                {step.text}
              </Text>
            </Stack>
          ))}
        </Carousel>
      </ContentPageSection>
      <FeaturedCategories />
      <ContentPageSection title="Our designers and partners">
        <p>
          About half of our designs are made by our in-house designers; the other half come from partner studios whose work we select, check
          and publish to the same standard.
        </p>
        <p>
          We are preparing a contributor portal so that independent designers can sell their work here too. It is planned for{' '}
          {CONTRIBUTOR_PORTAL_PLANNED} and is not available yet.
        </p>
      </ContentPageSection>
      <TrustedBy />
    </ContentPage>
  );
}
