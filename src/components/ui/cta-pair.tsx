import { buttonClassName } from './button';
import { ArrowRightIcon } from './icons';
import { SmartLink } from './smart-link';

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
