import { PageHeader } from '@/components/ui/page-header';
import { PageMeta } from '@/components/ui/page-meta';

export default function SalesRepPage() {
  return (
    <>
      <PageMeta
        title="Sales Representative"
        description="Sales representative opening: high-ticket commission, 9:00am–9:00pm CST."
      />
      <PageHeader
        eyebrow="Careers"
        title="Sales Representative"
        lead="A high-ticket commission role, 9:00am–9:00pm CST, off on weekends and 11 federal holidays."
      />
    </>
  );
}
