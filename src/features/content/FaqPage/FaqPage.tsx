import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../ui/Icon/Icon';
import { Stack } from '../../../ui/Stack/Stack';
import { sectionTitle } from '../../../ui/styles/textRoles.css';
import { CONTRIBUTOR_PORTAL_PLANNED, CONTACT_EMAIL, pathOf } from '../content';
import { ContentPage } from '../ContentPage/ContentPage';
import { DEFECT_REPORT_DAYS, formatUsd, liabilityLimitUsd } from '../licence';
import * as styles from './FaqPage.css';

export interface Faq {
  /** Stable key, also the anchor of the question. */
  id: string;
  question: string;
  answer: ReactNode;
}

/** The spec's FAQ topics, in its order (account-and-pages §2 "FAQ"). */
export const faqs: readonly Faq[] = [
  {
    id: 'file-types',
    question: 'What file types will I receive?',
    answer: (
      <p>
        Over 95% of our designs come as layered, editable PSD, TIFF, AI or EPS files. The remaining 5% or so are high-resolution JPG files
        or flat PSD files, which cannot be edited layer by layer. Each design’s page lists the files included.
      </p>
    ),
  },
  {
    id: 'file-problems',
    question: 'What if I cannot download or open a file?',
    answer: (
      <p>
        Write to our support team at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> with your order number. They contact the
        designer to fix the file, and if it cannot be fixed you get a refund. Please report a defective file within {DEFECT_REPORT_DAYS}{' '}
        days of purchase.
      </p>
    ),
  },
  {
    id: 'descriptions',
    question: 'How accurate are the design descriptions?',
    answer: (
      <p>
        Each design’s page shows its pattern ID, the files included, its size, its print size at 300 and 600 dpi, and whether it is a
        seamless repeat, layered or vector. If a file does not match its description, tell support: we treat it as a file problem.
      </p>
    ),
  },
  {
    id: 'layers',
    question: 'Are the files layered?',
    answer: (
      <p>
        Almost all of them: over 95% of our designs are layered, editable files, so motifs and colours can be moved and recoloured
        separately. A design’s page says whether it is layered; JPG and flat PSD files have a single layer.
      </p>
    ),
  },
  {
    id: 'colour-separation',
    question: 'Do you provide colour separations?',
    answer: (
      <p>
        No, colour separation is not provided. The layered files keep the elements of a design apart, which helps your studio or printer
        separate the colours.
      </p>
    ),
  },
  {
    id: 'exclusive-license',
    question: 'What does an exclusive license mean?',
    answer: (
      <p>
        You buy the design outright, at its buyout price. It is removed from the site as soon as you have bought it, so no one else can
        license it. An exclusive license has none of the Commercial limits, and our liability under it is limited to{' '}
        {formatUsd(liabilityLimitUsd.exclusive)}.
      </p>
    ),
  },
  {
    id: 'license-duration',
    question: 'How long does a license last?',
    answer: <p>For good: our licenses are permanent and do not need renewing.</p>,
  },
  {
    id: 'modifications',
    question: 'Can I modify a design?',
    answer: (
      <p>
        Yes. You may change the colours, scale and layout of a design or combine it with your own artwork, as long as you use the result
        within your licence.
      </p>
    ),
  },
  {
    id: 'attribution',
    question: 'Do I need to credit the designer?',
    answer: (
      <p>
        You do not have to name the designer on your products. What you may not do is claim to be the author of the original artwork or pass
        the design files on as your own. The <Link to={pathOf('licenceAgreement')}>License Agreement</Link> sets out the rules.
      </p>
    ),
  },
  {
    id: 'returns',
    question: 'Can I return a design?',
    answer: (
      <p>
        Designs are non-refundable once they have been purchased or downloaded. If a purchase is defective and you tell us within{' '}
        {DEFECT_REPORT_DAYS} days of purchase, we replace it, update it or refund you. See our{' '}
        <Link to={pathOf('returns')}>Returns Policy</Link>.
      </p>
    ),
  },
  {
    id: 'selling-designs',
    question: 'Can I sell my designs here?',
    answer: (
      <p>
        Not yet. A contributor portal is planned for {CONTRIBUTOR_PORTAL_PLANNED} and is not available at the moment. If you would like to
        work with us before then, write to us from the <Link to={pathOf('contact')}>Contact us</Link> page.
      </p>
    ),
  },
  {
    id: 'design-origin',
    question: 'Where do your designs come from?',
    answer: <p>About half of our designs are made by our in-house designers and the other half come from partner studios.</p>,
  },
];

interface FaqItemProps {
  faq: Faq;
  open: boolean;
  onToggle: () => void;
}

/**
 * One question as a disclosure (WAI-ARIA accordion pattern): a heading holding a button
 * that says whether its answer is shown and which element it controls.
 */
function FaqItem({ faq, open, onToggle }: FaqItemProps) {
  const answerId = useId();
  return (
    <li className={styles.item} id={faq.id}>
      <h2 className={sectionTitle}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={answerId} onClick={onToggle}>
          <span>{faq.question}</span>
          <Icon name={open ? 'chevronUp' : 'chevronDown'} className={styles.chevron} />
        </button>
      </h2>
      <Stack gap="sm" id={answerId} className={styles.answer} hidden={!open}>
        {faq.answer}
      </Stack>
    </li>
  );
}

/**
 * `/faq`: the spec's twelve topics as questions that open one by one. Several can be open
 * at once, so a reader can compare answers.
 */
export function FaqPage() {
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ContentPage title="FAQ" lead={<p>Answers to the questions we hear most about our files, licences and returns.</p>}>
      <Stack as="ul" list className={styles.list}>
        {faqs.map((faq) => (
          <FaqItem key={faq.id} faq={faq} open={openIds.has(faq.id)} onToggle={() => toggle(faq.id)} />
        ))}
      </Stack>
    </ContentPage>
  );
}
