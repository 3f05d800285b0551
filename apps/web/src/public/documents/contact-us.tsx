import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';
import { Section } from '@/components/ui/section';
import { ContactDetails } from '@/features/public/contact/components/contact-details';
import { useSiteConfig } from '@/lib/site-config';
import { Island } from '../island';
import ContactFormIsland from '../islands/contact-form';
import { ScriptRequired } from '../script-required';
import styles from './contact-us.module.css';

export default function ContactUsPage() {
  const { t } = useLingui();
  const site = useSiteConfig();
  return (
    <>
      <PageMeta
        title={t`Contact Us`}
        description={t`Call our recruiters during office hours or send us a message about our staffing services or employment opportunities.`}
      />
      <PageHeader
        eyebrow={t`Get in touch`}
        title={t`Contact Us`}
        lead={t`Looking for your next job, or for people to hire? Call us during office hours, or send us a message and we will be in contact soon.`}
      />
      <Section>
        <div className={styles.layout}>
          <aside aria-labelledby="contact-phone" className={styles.aside}>
            <ContactDetails headingId="contact-phone" />
          </aside>
          <section aria-labelledby="contact-form-title" className={styles.formCard}>
            <h2 id="contact-form-title" className={styles.formTitle}>
              <Trans>Send us a message</Trans>
            </h2>
            <p className={styles.formLead}>
              <Trans>
                Tell us what you are looking for and the right recruiter will get back to you.
              </Trans>
            </p>
            <ScriptRequired>
              <Trans>
                Sending a message needs JavaScript. Turn it on in your browser, or call us.
              </Trans>
            </ScriptRequired>
            <Island
              name="contact-form"
              component={ContactFormIsland}
              props={{ phone: site?.phone ?? null, headingLevel: 'h3' }}
            />
          </section>
        </div>
      </Section>
    </>
  );
}
