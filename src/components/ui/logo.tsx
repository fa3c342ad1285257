import { useId } from 'react';
import { DecorativeSvg, DiagonalGradient } from './images';

interface LogoProps {
  /** 'dark' text for light surfaces (header), 'light' text for the navy footer. */
  tone?: 'dark' | 'light';
  className?: string;
}

/** The Go Rewards wordmark: a gold badge with a star and the name, all inline SVG. */
export function Logo({ tone = 'dark', className }: LogoProps) {
  const gradientId = useId();
  const text = tone === 'dark' ? '#0b1f4d' : '#ffffff';
  const accent = tone === 'dark' ? '#2451a3' : '#ffc233';
  return (
    <DecorativeSvg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 172 40"
      width="172"
      height="40"
      className={className}
    >
      <defs>
        <DiagonalGradient id={gradientId} from="#ffd061" to="#f0a800" />
      </defs>
      <rect x="0" y="2" width="36" height="36" rx="11" fill={`url(#${gradientId})`} />
      <path
        d="M18 9.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7Z"
        fill="#0b1f4d"
      />
      <text
        x="46"
        y="28"
        fill={text}
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="21"
        fontWeight="800"
        letterSpacing="-0.3"
        textLength="124"
        lengthAdjust="spacingAndGlyphs"
      >
        Go<tspan fill={accent}> Rewards</tspan>
      </text>
    </DecorativeSvg>
  );
}
