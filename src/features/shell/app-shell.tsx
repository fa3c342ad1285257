import { Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { globalDialogMachine } from '#machines/global-dialog/global-dialog.machine';
import type { loginDialogMachine } from '#machines/login-dialog/login-dialog.machine';
import type { sessionMachine } from '#machines/session/session.machine';
import { keepFocusClear } from '#contract/focus-clearance';
import { AnnouncementBar } from '#src/components/layout/announcement-bar';
import { Breadcrumbs } from '#src/components/layout/breadcrumbs';
import { CookieNotice } from '#src/components/layout/cookie-notice';
import { Footer } from '#src/components/layout/footer';
import {
  cookiePolicyHtml,
  downloadLinks,
  footerColumns,
  headerMenu,
  socialMedia,
} from '#src/lib/settings';
import styles from './app-shell.module.css';
import { GlobalDialogs } from './global-dialogs';
import { pageTitles } from './page-titles';
import { SessionHeader } from './session-header';
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
const NO_HOSTS: readonly string[] = [];

/** The webview pages (termswb, policywb) open inside the mobile app: the page alone, no chrome. */
const WEBVIEW_PATH = /^\/(?:termswb|policywb)(?:\/|$)/;

/** The root layout: announcement, header, breadcrumbs, page, footer, cookie notice, dialogs. */
export function AppShell({ data, dialog, session, loginDialog, overlay, children }: AppShellProps) {
  const { pathname } = useLocation();
  const titles = pageTitles(useMatches());
  const helpCenterUrl = data.clientConfig?.helpCenterUrl ?? DEFAULT_HELP_CENTER;

  // A rendered page's first script started it; a page drawn from the app shell starts it here.
  useEffect(() => {
    keepFocusClear(window);
  }, []);

  useEffect(() => {
    if (data.error) {
      dialog.send({
        type: 'error.show',
        message: data.error.message,
        action: data.error.action,
      });
    }
  }, [data.error, dialog]);

  if (WEBVIEW_PATH.test(pathname)) {
    return (
      <div className={styles.shell}>
        <main id="main" className={styles.main} tabIndex={-1}>
          {children ?? <Outlet />}
        </main>
        <GlobalDialogs dialog={dialog} />
      </div>
    );
  }

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <AnnouncementBar announcement={data.announcement} />
      <SessionHeader
        menu={headerMenu(data.settings)}
        session={session}
        loginDialog={loginDialog}
        helpCenterUrl={helpCenterUrl}
        redirectHosts={data.clientConfig?.redirectHosts ?? NO_HOSTS}
      />
      <Breadcrumbs pathname={pathname} titles={titles} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer
        columns={footerColumns(data.settings)}
        downloadLinks={downloadLinks(data.settings)}
        socialMedia={socialMedia(data.settings)}
      />
      <CookieNotice policyHtml={cookiePolicyHtml(data.settings)} />
      <GlobalDialogs dialog={dialog} />
      {overlay}
    </div>
  );
}
