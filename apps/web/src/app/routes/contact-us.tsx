import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { toTelHref } from '@/lib/phone';
import { useSiteConfig } from '@/lib/site-config';

// Placeholder: the email contact form goes below the phone details.
export default function ContactUsPage() {
  const site = useSiteConfig();
  return (
    <>
      <PageMeta title="Contact Us" description="Call us or send us a message." />
      <PageHeader
        title="Contact Us"
        lead="Call us during office hours, or send us a message and we will be in contact soon."
      />
      {site && (
        <Section narrow aria-labelledby="contact-phone">
          <h2 id="contact-phone">Call us</h2>
          <p>
            <a href={toTelHref(site.phone)}>{site.phone}</a>, {site.phoneHours}
          </p>
          <address>{site.address}</address>
        </Section>
      )}
    </>
  );
}
