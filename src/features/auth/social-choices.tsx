import styles from './auth.module.css';

/** The three social providers and the airline partner (specification 000, Login). */
const PROVIDERS = ['Google', 'Facebook', 'Apple', 'Fly with Go Rewards'] as const;

/**
 * Social sign-in is shown disabled (DECISIONS.md, Account area: social login is not built yet).
 * Disabled buttons stay in the accessibility tree so a member knows the choice exists.
 */
export function SocialChoices() {
  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>or continue with</span>
      </p>
      <ul role="list" className={styles.socialList}>
        {PROVIDERS.map((provider) => (
          <li key={provider}>
            <button type="button" className={styles.socialButton} disabled>
              {provider}
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>Social sign-in is not available yet.</p>
    </div>
  );
}
