import type { ReactNode, SVGProps } from 'react';
import { DecorativeSvg } from './images';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** Decorative (aria-hidden): the control that holds an icon carries the accessible name. */
function icon(shapes: ReactNode) {
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

const stroke = {
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
export const CalendarIcon = icon(
  <>
    <rect {...stroke} x="3" y="5" width="18" height="16" rx="2" />
    <path {...stroke} d="M3 10h18M8 3v4M16 3v4" />
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

export const PhoneIcon = icon(
  <>
    <rect {...stroke} x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path {...stroke} d="M10.5 18.5h3" />
  </>,
);

export const UserPlusIcon = icon(
  <>
    <circle {...stroke} cx="10" cy="8" r="4" />
    <path {...stroke} d="M3 20c1.3-3.3 3.8-5 7-5 1.4 0 2.7.3 3.8 1M18 13v6M15 16h6" />
  </>,
);

export const GiftIcon = icon(
  <>
    <rect {...stroke} x="3.5" y="8" width="17" height="4" rx="1" />
    <path {...stroke} d="M5 12v7.5a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V12M12 8v12.5" />
    <path
      {...stroke}
      d="M12 8c-1.5-2.8-5-4.2-5.8-2.3C5.5 7.4 8.6 8 12 8Zm0 0c1.5-2.8 5-4.2 5.8-2.3C18.5 7.4 15.4 8 12 8Z"
    />
  </>,
);

export const TagIcon = icon(
  <>
    <path
      {...stroke}
      d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1.4 1.4 0 0 1 0 2l-6.7 6.7a1.4 1.4 0 0 1-2 0Z"
    />
    <circle cx="8" cy="8" r="1.5" fill="currentColor" />
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

/** Google's four-colour G: its brand rules ask for it in colour. */
export const GoogleIcon = icon(
  <>
    <path
      fill="#4285F4"
      d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.7Z"
    />
    <path
      fill="#34A853"
      d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z"
    />
    <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
    <path
      fill="#EA4335"
      d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A11.5 11.5 0 0 0 12 0 12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9Z"
    />
  </>,
);

export const PlaneIcon = icon(
  <path
    {...stroke}
    d="M17.8 19.2 16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2Z"
  />,
);

export const KeyIcon = icon(
  <>
    <circle {...stroke} cx="7.5" cy="15.5" r="4.5" />
    <path {...stroke} d="m10.7 12.3 9.8-9.8M16 7l3 3M14 9l2 2" />
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
