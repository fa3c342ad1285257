import styles from './auth.module.css';

/** 'Show passcode': one checkbox that shows or hides every passcode field of the step. */
export function ShowPasscode({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  return (
    <label className={styles.toggle}>
      <input type="checkbox" checked={visible} onChange={onToggle} />
      Show passcode
    </label>
  );
}

/** The step's message, announced when it appears; `id` ties it to the field it explains. */
export function StepError({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  );
}
