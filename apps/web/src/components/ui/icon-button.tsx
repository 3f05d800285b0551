import type { ButtonHTMLAttributes } from 'react';
import { cx } from '@/lib/cx';
import styles from './icon-button.module.css';

/**
 * IconButton: a 44px round button holding one icon (close, previous, next, pause). Its
 * accessible name comes from aria-label, which it therefore requires.
 *
 * Props
 * - tone: 'plain' (default: no border, takes the text colour around it, a light wash on
 *   hover; also right on dark panels) | 'outlined' (a white disc with a grey ring that fills
 *   with the primary colour on hover).
 * - everything else goes to the <button> (onClick, disabled, aria-*, className for position).
 */
export type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  'aria-label': string;
  tone?: 'plain' | 'outlined';
};

export function IconButton({
  tone = 'plain',
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      className={cx(styles.icon, tone === 'outlined' && styles.outlined, className)}
      {...props}
    />
  );
}
