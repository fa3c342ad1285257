import { icon, stroke } from '#src/components/ui/icons';

// Drawn only by the transactions' date fields: here, not in the shell's icons, it loads with them.

export const CalendarIcon = icon(
  <>
    <rect {...stroke} x="3" y="5" width="18" height="16" rx="2" />
    <path {...stroke} d="M3 10h18M8 3v4M16 3v4" />
  </>,
);
