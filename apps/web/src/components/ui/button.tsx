import type { ButtonHTMLAttributes } from 'react';
import { AppLink, type AppLinkProps } from './app-link';
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

export type ButtonLinkProps = AppLinkProps & StyleProps;

export function ButtonLink({ variant, size, block, className, ...props }: ButtonLinkProps) {
  return (
    <AppLink className={cx(buttonClassName({ variant, size, block }), className)} {...props} />
  );
}
