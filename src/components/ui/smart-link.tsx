import { Link, type RegisteredRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { isExternalUrl } from '#contract/fields';
import { buttonClassName } from './button';
import { ArrowRightIcon } from './icons';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  newTab?: boolean;
  children: ReactNode;
}

const PLAIN_SCHEMES = /^(https?|mailto|tel):/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Anything but a portal path or an http(s) URL (javascript:, data:) is not a link. */
export function SmartLink({ href, newTab = false, children, ...rest }: SmartLinkProps) {
  const trimmed = href.trim();
  if (isExternalUrl(trimmed) || PLAIN_SCHEMES.test(trimmed) || trimmed.startsWith('//')) {
    const opensTab = newTab && (isExternalUrl(trimmed) || trimmed.startsWith('//'));
    return (
      <a
        {...rest}
        href={trimmed}
        target={opensTab ? '_blank' : rest.target}
        rel={opensTab ? 'noopener noreferrer' : rest.rel}
      >
        {children}
      </a>
    );
  }
  if (ANY_SCHEME.test(trimmed)) {
    return <span className={rest.className}>{children}</span>;
  }
  // `href` (not `to`) lets CMS paths carry a query string and hash, and is not tied to the route tree.
  return (
    <Link<RegisteredRouter, string, string>
      {...rest}
      href={trimmed}
      // The hash counts: '/cards#credit' is current only on the credit cards, not on every /cards.
      activeOptions={{ exact: true, includeSearch: false, includeHash: true }}
    >
      {children}
    </Link>
  );
}

export interface CtaLink {
  href: string;
  label: string;
}

export interface CtaPairProps {
  primary: CtaLink;
  secondary: CtaLink;
  /** 'outlineLight' on a dark surface. */
  secondaryVariant?: 'outline' | 'outlineLight';
  className: string | undefined;
}

/** A section's two calls to action: the main one, with an arrow, and an outlined alternative. */
export function CtaPair({
  primary,
  secondary,
  secondaryVariant = 'outline',
  className,
}: CtaPairProps) {
  return (
    <div className={className}>
      <SmartLink href={primary.href} className={buttonClassName({ size: 'lg' })}>
        {primary.label}
        <ArrowRightIcon />
      </SmartLink>
      <SmartLink
        href={secondary.href}
        className={buttonClassName({ variant: secondaryVariant, size: 'lg' })}
      >
        {secondary.label}
      </SmartLink>
    </div>
  );
}
