import { AppLink } from '@/components/ui/app-link';
import { LogoMark } from '@/components/ui/logo-mark';
import { cx } from '@/lib/cx';
import styles from './brand-link.module.css';

type BrandLinkProps = { agencyName: string | undefined; inverse?: boolean; className?: string };

export function BrandLink({ agencyName, inverse = false, className }: BrandLinkProps) {
  return (
    <AppLink to="/" className={cx(styles.brand, inverse && styles.inverse, className)}>
      <LogoMark className={styles.mark} />
      {agencyName ? (
        <span className={styles.name}>{agencyName}</span>
      ) : (
        // Until the config arrives (development only) the link still needs a name.
        <span className="visually-hidden">Home</span>
      )}
    </AppLink>
  );
}
