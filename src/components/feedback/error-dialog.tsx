import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import { AlertIcon, CheckCircleIcon } from '#src/components/ui/icons';
import styles from './error-dialog.module.css';

export interface MessageDialogProps {
  open: boolean;
  /** 'Error' or 'Success' unless the message comes with its own title. */
  title?: string;
  message: string;
  onClose: () => void;
}

const TONES = {
  error: { title: 'Error', badge: styles.badgeError, Icon: AlertIcon },
  success: { title: 'Success', badge: styles.badgeSuccess, Icon: CheckCircleIcon },
} as const;

/** One message, one 'Close' button; the tone picks the default title and the badge. */
export function MessageDialog({
  tone,
  open,
  title,
  message,
  onClose,
}: MessageDialogProps & { tone: keyof typeof TONES }) {
  const { title: defaultTitle, badge, Icon } = TONES[tone];
  return (
    <Dialog
      open={open}
      title={title ?? defaultTitle}
      onClose={onClose}
      icon={
        <span className={badge}>
          <Icon />
        </span>
      }
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}

/** The global error modal: a title ('Error' by default), the message and one 'Close' button. */
export function ErrorDialog(props: MessageDialogProps) {
  return <MessageDialog tone="error" {...props} />;
}

/** The global success modal: 'Success' by default, the message and one 'Close' button. */
export function SuccessDialog(props: MessageDialogProps) {
  return <MessageDialog tone="success" {...props} />;
}
