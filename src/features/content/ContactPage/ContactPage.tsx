import { useNavigate } from 'react-router-dom';
import { Grid } from '../../../ui/Grid/Grid';
import { Icon } from '../../../ui/Icon/Icon';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { sectionTitle } from '../../../ui/styles/textRoles.css';
import { Text } from '../../../ui/Text/Text';
import { ContactForm, FEEDBACK_TYPE } from '../../chrome';
import { CONTACT_EMAIL, offices, pathOf } from '../content';
import { ContentPage } from '../ContentPage/ContentPage';
import { ContentPageSection } from '../ContentPage/ContentPageSection';
import * as styles from './ContactPage.css';

/**
 * `/ContactUS` and `/contact` (account-and-pages §2 "Contact page"): the support e-mail, the
 * six offices with their addresses, and the feedback form. A sent message leads to `/thank`
 * (storefront §2), where the dialog would have thanked in a toast instead.
 */
export function ContactPage() {
  const navigate = useNavigate();
  return (
    <ContentPage
      title="Contact us"
      width="wide"
      lead={<p>Questions about a design, a licence or an order? Write to us or send a message below: we answer every one.</p>}
    >
      <Grid align="start" className={styles.layout}>
        <Stack gap="xxl">
          <ContentPageSection title="Email" prose={false}>
            <Inline as="p" gap="sm" align="center" className={styles.email}>
              <Icon name="mail" />
              <a href={`mailto:${CONTACT_EMAIL}`} className={styles.emailLink}>
                {CONTACT_EMAIL}
              </a>
            </Inline>
          </ContentPageSection>
          <ContentPageSection title="Our offices" prose={false}>
            <Grid as="ul" list className={styles.offices}>
              {offices.map((office) => (
                <Stack as="li" key={office.city} gap="xs" className={styles.office}>
                  <h3 className={sectionTitle}>
                    {office.city}
                    {office.registered ? (
                      <Text size="sm" weight="regular" tone="muted">
                        {' '}
                        (registered office)
                      </Text>
                    ) : null}
                  </h3>
                  <Stack as="address" className={styles.address}>
                    {office.address.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </Stack>
                </Stack>
              ))}
            </Grid>
          </ContentPageSection>
        </Stack>
        <div className={styles.formPanel}>
          <ContentPageSection title="Send us a message" prose={false}>
            <ContactForm type={FEEDBACK_TYPE.contactPage} onSent={() => navigate(pathOf('thank'))} />
          </ContentPageSection>
        </div>
      </Grid>
    </ContentPage>
  );
}
