import { useSelector } from '@xstate/react';
import { Outlet, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { globalDialogMachine } from '#machines/global-dialog/global-dialog.machine';
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
  children?: ReactNode;
}

/** The root layout: announcement, header, breadcrumbs, page, footer, cookie notice, dialogs. */
export function AppShell({ data, dialog, children }: AppShellProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
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
        member={null}
        onLoginClick={() => void navigate({ href: '/login' })}
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
    </div>
  );
}
