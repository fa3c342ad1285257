import { icon, stroke } from '#src/components/ui/icons';

// Drawn only on the home page: here, not in the shell's icons, they load with its route.

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
