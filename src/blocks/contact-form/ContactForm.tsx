import { useEffect, useMemo, useState } from 'react';
import { SnackbarProvider } from 'notistack';
import styled, { createGlobalStyle } from 'styled-components';
import { useSiteLabels } from '../../shared/SiteLabels';
import { theme } from '../../theme/tokens';
import { Band } from '../../ui/Band';
import { Heading } from '../../ui/Heading';
import { prerenderedOnce } from '../../ui/PrerenderedGlobalStyle';
import { ContactDetails } from '../contact-info/ContactDetails';
import type { BlockProps } from '../types';
import { buildEmailConfig } from './emailConfig';
import { EnquiryForm } from './EnquiryForm';
import type { ContactFormBlock } from './schema';
import { emailSender } from './sendEnquiry';
import type { ValidationMessages } from './validation';
import { Toast } from './Toast';

/**
 * notistack's toast stack starts below the sticky header, so a toast never covers the site's navigation. A static
 * style (the token, not a theme function), left to the prerendered stylesheet when the form hydrates.
 */
const ToastsBelowHeader = prerenderedOnce(createGlobalStyle`
  .notistack-SnackbarContainer.toasts-below-header { top: calc(${theme.layout.headerHeight} + 0.75rem); }
`);

// The contact details sit to the form's left on desktops, so someone who would rather call or write sees how before
// filling in anything. Below 1024 px they follow the form: the page's hero offers Call and Email under its headline
// there, and the form's first field stays on the first screen of a phone.
const Layout = styled.div<{ $hasAside: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.phone} { gap: ${({ theme }) => theme.space.lg}; }
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $hasAside }) => ($hasAside ? 'minmax(18rem, 1fr) minmax(0, 1.75fr)' : 'minmax(0, 52rem)')};
    justify-content: center;
  }
`;

// The form is what its page is for: its band starts closer to the band above it than other blocks do, so that on a
// 1366 x 768 screen the first field shows under a short hero.
const FormBand = styled(Band)`
  ${({ theme }) => theme.media.md} { padding-block-start: ${({ theme }) => theme.space.lg}; }
`;

const Card = styled.div`
  padding: clamp(1.25rem, 0.75rem + 2.5vw, 2.5rem);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.components.cardBg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.phone} { margin-bottom: ${({ theme }) => theme.space.lg}; }
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 60ch;
`;

const Aside = styled.aside`
  order: 1;
  ${({ theme }) => theme.media.lg} { order: 0; }
  padding: clamp(1.25rem, 0.75rem + 2.5vw, 2.5rem);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.inverse};
  color: ${({ theme }) => theme.colors.onInverse};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2, h3 { color: ${({ theme }) => theme.colors.onInverse}; }
  a { color: ${({ theme }) => theme.colors.onInverse}; }
  a:hover { color: ${({ theme }) => theme.colors.accentOnInverse}; }
  :focus-visible { outline-color: ${({ theme }) => theme.colors.focusOnInverse}; }
  ${({ theme }) => theme.media.lg} { position: sticky; top: calc(${({ theme }) => theme.layout.headerHeight} + 1.5rem); }
`;

const AsideText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.phone} { margin-bottom: ${({ theme }) => theme.space.lg}; }
  opacity: 0.92;
`;

/** The contact form block: contact details, then the form in a card; toasts belong to this block only. */
export default function ContactForm({ block, level }: BlockProps<ContactFormBlock>) {
  const send = useMemo(() => {
    const config = buildEmailConfig();
    return config ? emailSender(config) : null;
  }, []);
  // Toasts are portalled to <body> once mounted, above the sticky header and outside any stacking context.
  const [toastRoot, setToastRoot] = useState<HTMLElement | undefined>(undefined);
  useEffect(() => setToastRoot(document.body), []);
  const { aside } = block;
  // The site's messages with this form's own in their place (the content validator made sure none is missing).
  const siteMessages = useSiteLabels().formMessages;
  const messages = useMemo(() => ({ ...siteMessages, ...block.messages }) as ValidationMessages, [siteMessages, block.messages]);

  return (
    <FormBand tone={block.tone ?? 'subtle'}>
      <ToastsBelowHeader />
      <SnackbarProvider
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        autoHideDuration={5000}
        maxSnack={3}
        hideIconVariant
        domRoot={toastRoot}
        classes={{ containerRoot: 'toasts-below-header' }}
        Components={{ success: Toast, error: Toast }}
      >
        <Layout $hasAside={Boolean(aside)}>
          {aside && (
            <Aside data-tone="dark">
              <Heading level={level} size="lg">{aside.heading}</Heading>
              {aside.text && <AsideText>{aside.text}</AsideText>}
              <ContactDetails details={aside} />
            </Aside>
          )}
          <Card>
            <Heading level={level} size="xl">{block.heading}</Heading>
            {block.text && <Intro>{block.text}</Intro>}
            <EnquiryForm words={block} messages={messages} send={send} />
          </Card>
        </Layout>
      </SnackbarProvider>
    </FormBand>
  );
}
