import { Link } from 'react-router';
import { LogoMark } from '@/components/ui/logo-mark';
import { cx } from '@/lib/cx';
import { useSiteConfig } from '@/lib/site-config';
import styles from './brand-link.module.css';

type BrandLinkProps = { inverse?: boolean; className?: string };

export function BrandLink({ inverse = false, className }: BrandLinkProps) {
  const site = useSiteConfig();
  return (
    <Link to="/" className={cx(styles.brand, inverse && styles.inverse, className)}>
      <LogoMark className={styles.mark} />
      {site ? (
        <span className={styles.name}>{site.agencyName}</span>
      ) : (
        // Until the config arrives (development only) the link still needs a name.
        <span className="visually-hidden">Home</span>
      )}
    </Link>
  );
}
