import { useSelector } from '@xstate/react';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { globalDialogMachine } from '#machines/global-dialog/global-dialog.machine';
import type { loginDialogMachine } from '#machines/login-dialog/login-dialog.machine';
import type { sessionMachine } from '#machines/session/session.machine';
import { AccountMenu } from '../../components/layout/account-menu';
import { AnnouncementBar } from '../../components/layout/announcement-bar';
import { Breadcrumbs } from '../../components/layout/breadcrumbs';
import { CookieNotice } from '../../components/layout/cookie-notice';
import { Footer } from '../../components/layout/footer';
import { Header } from '../../components/layout/header';
import { ErrorDialog, SuccessDialog } from '../../components/feedback/error-dialog';
import { errorDialogMessage } from '../../lib/api';
import {
  cookiePolicyHtml,
  downloadLinks,
  footerColumns,
  headerMenu,
  socialMedia,
} from '../../lib/settings';
import styles from './app-shell.module.css';
import type { ShellData } from './shell-data';

interface AppShellProps {
  data: ShellData;
  dialog: ActorRefFrom<typeof globalDialogMachine>;
  session: ActorRefFrom<typeof sessionMachine>;
  loginDialog: ActorRefFrom<typeof loginDialogMachine>;
  /** Modals owned by other features (the login modal), rendered above the page. */
  overlay?: ReactNode;
  children?: ReactNode;
}

const DEFAULT_HELP_CENTER = 'https://help.gorewards.com.ph';

/** The root layout: announcement, header, breadcrumbs, page, footer, cookie notice, dialogs. */
export function AppShell({ data, dialog, session, loginDialog, overlay, children }: AppShellProps) {
  const { pathname } = useLocation();
  const memberName = useSelector(session, (snapshot) => snapshot.context.member?.firstName);
  const memberPoints = useSelector(session, (snapshot) => snapshot.context.member?.points ?? 0);
  const member = memberName === undefined ? null : { name: memberName, points: memberPoints };
  const helpCenterUrl = data.clientConfig?.helpCenterUrl ?? DEFAULT_HELP_CENTER;
  const dialogState = useSelector(dialog, (snapshot) => ({
    open: snapshot.value,
    title: snapshot.context.title,
    message: snapshot.context.message,
  }));

  useEffect(() => {
    if (data.error) {
      dialog.send({
        type: 'error.show',
        message: errorDialogMessage(data.error),
        action: data.error.action,
      });
    }
  }, [data.error, dialog]);

  const close = () => dialog.send({ type: 'dialog.close' });

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <AnnouncementBar announcement={data.announcement} />
      <Header
        menu={headerMenu(data.settings)}
        member={member}
        onLoginClick={() => loginDialog.send({ type: 'dialog.open' })}
        accountMenu={<AccountMenu helpCenterUrl={helpCenterUrl} />}
      />
      <Breadcrumbs pathname={pathname} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer
        columns={footerColumns(data.settings)}
        downloadLinks={downloadLinks(data.settings)}
        socialMedia={socialMedia(data.settings)}
      />
      <CookieNotice policyHtml={cookiePolicyHtml(data.settings)} />
      <ErrorDialog
        open={dialogState.open === 'showingError'}
        title={dialogState.title}
        message={dialogState.message}
        onClose={close}
      />
      <SuccessDialog
        open={dialogState.open === 'showingSuccess'}
        title={dialogState.title}
        message={dialogState.message}
        onClose={close}
      />
      {overlay}
    </div>
  );
}
