import { useLocation, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { MenuItem } from '#contract/settings';
import type { loginDialogMachine } from '#machines/login-dialog/login-dialog.machine';
import type { sessionMachine } from '#machines/session/session.machine';
import { AccountMenu } from '#src/components/layout/account-menu';
import { Header } from '#src/components/layout/header';
import { useLinkHandoff } from './use-link-handoff';
import { pageHref } from '#src/lib/page-href';

export interface SessionHeaderProps {
  menu: MenuItem[];
  session: ActorRefFrom<typeof sessionMachine>;
  loginDialog: ActorRefFrom<typeof loginDialogMachine>;
  helpCenterUrl: string;
  /** Allow-listed partner hosts (client configuration): their links get a handoff code. */
  redirectHosts?: readonly string[];
}

const NO_HOSTS: readonly string[] = [];

/** The login page, and back to this one after (the login page itself keeps its own target). */
function useLoginHref(): string {
  const router = useRouter();
  const { pathname, href } = useLocation();
  // The page as the server rendered it: a parameter it does not read is not in its HTML.
  const page = pageHref(router, href);
  if (pathname === '/login') return page;
  return router.buildLocation({ to: '/login', search: { page } }).href;
}

/**
 * The header as the session sees it: 'Hi, {name}' with the points balance and the account menu
 * for a signed-in member; the Login button, which opens the login modal, for everyone else.
 */
export function SessionHeader({
  menu,
  session,
  loginDialog,
  helpCenterUrl,
  redirectHosts = NO_HOSTS,
}: SessionHeaderProps) {
  const name = useSelector(session, (snapshot) => snapshot.context.member?.firstName);
  const points = useSelector(session, (snapshot) => snapshot.context.member?.points ?? 0);
  const menuLinks = useLinkHandoff({ signedIn: name !== undefined, redirectHosts });
  const loginHref = useLoginHref();
  return (
    <Header
      menu={menu}
      member={name === undefined ? null : { name, points }}
      onLoginClick={() => loginDialog.send({ type: 'dialog.open' })}
      loginHref={loginHref}
      accountMenu={<AccountMenu helpCenterUrl={helpCenterUrl} />}
      menuLinks={menuLinks}
    />
  );
}
