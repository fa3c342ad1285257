import { useId } from 'react';
import { buttonClassName } from '#src/components/ui/button';
import { DecorativeSvg } from '#src/components/ui/images';
import { ArrowRightIcon } from '#src/components/ui/icons';
import { SmartLink } from '#src/components/ui/smart-link';
import styles from './not-found.module.css';

/** A lost map pin over a folded map: decorative, drawn inline. */
function LostIllustration() {
  return (
    <DecorativeSvg className={styles.illustration} viewBox="0 0 240 180" width="240" height="180">
      <ellipse cx="120" cy="158" rx="88" ry="10" fill="#0b1f4d" opacity="0.08" />
      <path d="M32 56 88 40l64 16 56-16v96l-56 16-64-16-56 16Z" fill="#e3e9f6" />
      <path d="M88 40v96l64 16V56Z" fill="#cfd9ef" />
      <path
        d="M44 118c18-10 30 6 48-4s22-26 40-18 26 24 44 12"
        fill="none"
        stroke="#2f6bff"
        strokeWidth="3"
        strokeDasharray="2 7"
        strokeLinecap="round"
      />
      <circle cx="176" cy="108" r="6" fill="none" stroke="#c8231b" strokeWidth="3" />
      <path d="m171 103 10 10m0-10-10 10" stroke="#c8231b" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M120 22c-15 0-27 12-27 27 0 20 27 47 27 47s27-27 27-47c0-15-12-27-27-27Z"
        fill="#ffc233"
        stroke="#0b1f4d"
        strokeWidth="3"
      />
      <text
        x="120"
        y="57"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="22"
        fontWeight="800"
        fill="#0b1f4d"
      >
        ?
      </text>
    </DecorativeSvg>
  );
}

/** The page for an unknown route (docs/specification.md#not-found). */
export function NotFound() {
  const titleId = useId();
  return (
    <section className={styles.notFound} aria-labelledby={titleId}>
      <LostIllustration />
      <p className={styles.code}>Error 404</p>
      <h1 id={titleId} className={styles.title}>
        Page Not Found
      </h1>
      <p className={styles.text}>
        We couldn’t find the page you were looking for. It may have moved, or the link may be out of
        date.
      </p>
      <SmartLink href="/" className={buttonClassName({ size: 'lg' })}>
        Back to home
        <ArrowRightIcon />
      </SmartLink>
    </section>
  );
}
