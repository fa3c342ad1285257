import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'outlineLight' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLookOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string | undefined;
}

/** The button look, for a link that should look like a button (SmartLink className). */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: ButtonLookOptions = {}): string {
  return cx(
    styles.button,
    styles[variant],
    size !== 'md' && styles[size],
    block && styles.block,
    className,
  );
}

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, Omit<ButtonLookOptions, 'className'> {}

/** A real <button>: type="button" unless told otherwise, so it never submits a form by accident. */
export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, block, className })}
    />
  );
}
