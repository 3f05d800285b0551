import { AppLink } from './app-link';
import styles from './breadcrumbs.module.css';

/**
 * Breadcrumbs: the trail from a section to the page being read ("Orders › Forklift operator"),
 * in place of a "Back to …" button where a page sits below another.
 *
 * Props
 * - items: the trail, outermost first; each `{ label, to }`. The last is the current page:
 *   written without a link and marked aria-current="page".
 */
export type Crumb = { label: string; to: string };

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.to} className={styles.item}>
            {index === items.length - 1 ? (
              <span aria-current="page" className={styles.current}>
                {item.label}
              </span>
            ) : (
              <AppLink to={item.to} className={styles.link}>
                {item.label}
              </AppLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
