import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from '@/lib/cx';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

// Shared by <Button> and <ButtonLink> so a link that looks like a button is pixel-identical.
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block = false,
}: StyleProps = {}) {
  return cx(styles.button, styles[variant], size !== 'md' && styles[size], block && styles.block);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & StyleProps;

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonClassName({ variant, size, block }), className)}
      {...props}
    />
  );
}

export type ButtonLinkProps = LinkProps & StyleProps;

export function ButtonLink({ variant, size, block, className, ...props }: ButtonLinkProps) {
  return (
    <Link
      className={cx(
        buttonClassName({ variant, size, block }),
        typeof className === 'string' && className,
      )}
      {...props}
    />
  );
}

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
