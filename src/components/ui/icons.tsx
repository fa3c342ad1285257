import type { ReactNode, SVGProps } from 'react';
import { DecorativeSvg } from './images';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** Decorative (aria-hidden): the control that holds an icon carries the accessible name. */
export function icon(shapes: ReactNode) {
  return function Icon({ viewBox = '0 0 24 24', ...props }: IconProps) {
    return (
      <DecorativeSvg
        xmlns="http://www.w3.org/2000/svg"
        viewBox={viewBox}
        width="24"
        height="24"
        {...props}
      >
        {shapes}
      </DecorativeSvg>
    );
  };
}

export const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const ChevronDownIcon = icon(<path {...stroke} d="m6 9 6 6 6-6" />);
export const ChevronRightIcon = icon(<path {...stroke} d="m9 6 6 6-6 6" />);
export const ChevronLeftIcon = icon(<path {...stroke} d="m15 6-6 6 6 6" />);
export const ArrowRightIcon = icon(<path {...stroke} d="M5 12h14M13 6l6 6-6 6" />);
export const CloseIcon = icon(<path {...stroke} d="M6 6l12 12M18 6 6 18" />);
export const MenuIcon = icon(<path {...stroke} d="M4 7h16M4 12h16M4 17h16" />);

/** A crosshair: "Near me". */
export const LocateIcon = icon(
  <>
    <circle {...stroke} cx="12" cy="12" r="7" />
    <circle {...stroke} cx="12" cy="12" r="2.5" />
    <path {...stroke} d="M12 2v3M12 19v3M2 12h3M19 12h3" />
  </>,
);

export const UserIcon = icon(
  <>
    <circle {...stroke} cx="12" cy="8" r="4" />
    <path {...stroke} d="M4 20c1.5-3.5 4.4-5 8-5s6.5 1.5 8 5" />
  </>,
);

export const ExternalIcon = icon(
  <path
    {...stroke}
    d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
  />,
);

export const AlertIcon = icon(
  <>
    <circle {...stroke} cx="12" cy="12" r="9" />
    <path {...stroke} d="M12 7.5v5.5" />
    <circle cx="12" cy="16.5" r="1.25" fill="currentColor" />
  </>,
);

export const CheckCircleIcon = icon(
  <>
    <circle {...stroke} cx="12" cy="12" r="9" />
    <path {...stroke} d="m8 12.5 2.7 2.7L16.2 9.5" />
  </>,
);

export const MegaphoneIcon = icon(
  <>
    <path {...stroke} d="M4 10v4a1 1 0 0 0 1 1h2l5 4V5L7 9H5a1 1 0 0 0-1 1Z" />
    <path {...stroke} d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
  </>,
);

export const ShieldIcon = icon(
  <>
    <path {...stroke} d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Z" />
    <path {...stroke} d="m9 12 2 2 4-4" />
  </>,
);

export const AppleIcon = icon(
  <path
    fill="currentColor"
    d="M16.4 12.7c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.3.8c1.4 0 2.2-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9-.1 0-2.8-1-2.8-4.3ZM14 5.3c.7-.9 1.2-2 1-3.2-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.3Z"
  />,
);

export const GooglePlayIcon = icon(
  <>
    <path fill="#34a853" d="M4.2 2.6 13.4 12l-9.2 9.4c-.3-.2-.5-.6-.5-1.1V3.7c0-.5.2-.9.5-1.1Z" />
    <path fill="#fbbc04" d="m16.5 8.8 3.6 2c1 .6 1 1.8 0 2.4l-3.6 2-3.1-3.2Z" />
    <path fill="#4285f4" d="M4.2 2.6c.3-.2.8-.2 1.3 0l11 6.2-3.1 3.2Z" />
    <path fill="#ea4335" d="M13.4 12l3.1 3.2-11 6.2c-.5.3-1 .3-1.3 0Z" />
  </>,
);

export const AppGalleryIcon = icon(
  <>
    <rect x="2.5" y="2.5" width="19" height="19" rx="5.5" fill="#e3162c" />
    <path
      d="M7.5 9.5h9l-.8 8a1 1 0 0 1-1 .9H9.3a1 1 0 0 1-1-.9ZM9.8 9.5V8.3a2.2 2.2 0 0 1 4.4 0v1.2"
      fill="none"
      stroke="#fff"
      strokeWidth="1.6"
      strokeLinejoin="round"
    />
  </>,
);

export const FacebookIcon = icon(
  <path
    fill="currentColor"
    d="M13.5 21.5v-7.7h2.6l.4-3h-3V8.9c0-.9.3-1.5 1.5-1.5h1.6V4.7c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6v7.7Z"
  />,
);

export const InstagramIcon = icon(
  <>
    <rect {...stroke} x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle {...stroke} cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
  </>,
);

export const TwitterIcon = icon(
  <path
    fill="currentColor"
    d="M17.6 3.5h3l-6.5 7.4 7.7 9.6h-6l-4.7-5.9-5.4 5.9h-3l7-7.9L2.3 3.5h6.1l4.2 5.4Zm-1 15.3h1.7L7.6 5.1H5.8Z"
  />,
);

export const YouTubeIcon = icon(
  <path
    fill="currentColor"
    d="M21.6 7.7a2.6 2.6 0 0 0-1.8-1.8C18.2 5.5 12 5.5 12 5.5s-6.2 0-7.8.4a2.6 2.6 0 0 0-1.8 1.8C2 9.3 2 12 2 12s0 2.7.4 4.3c.2.9.9 1.6 1.8 1.8 1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8c.4-1.6.4-4.3.4-4.3s0-2.7-.4-4.3ZM10 15V9l5.2 3Z"
  />,
);
