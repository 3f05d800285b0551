import { ContactForm } from '@/features/public/contact/components/contact-form';

type ContactFormIslandProps = { phone: string | null; headingLevel: 'h2' | 'h3' };

export default function ContactFormIsland({ phone, headingLevel }: ContactFormIslandProps) {
  return <ContactForm phone={phone} headingLevel={headingLevel} />;
}
