import { Link } from 'react-router-dom';
import clsx from 'clsx';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import { inlineLink } from '../../../ui/styles/inlineLink.css';
import { touchTarget } from '../../../ui/styles/touchTarget.css';
import { ContentPage } from '../ContentPage/ContentPage';

/** The spec's exact words (account-and-pages §2, storefront §2 route table). */
export const THANK_YOU_HEADING = 'contact us';
export const THANK_YOU_MESSAGE = 'Thank you - your message has been sent, we’ll be in touch shortly.';

/** `/thank`: where the contact page's form leads once the message has been sent. */
export function ThankYouPage() {
  return (
    <ContentPage title={THANK_YOU_HEADING}>
      <Stack gap="lg" align="start">
        <Text as="p" size="lg">
          {THANK_YOU_MESSAGE}
        </Text>
        <p>
          <Link to="/store" className={clsx(inlineLink, touchTarget)}>
            Continue browsing designs
          </Link>
        </p>
      </Stack>
    </ContentPage>
  );
}
