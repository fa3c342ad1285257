import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { MenuItem } from '#contract/settings';
import { formatPoints } from '#src/lib/format';
import { buttonClassName } from '#src/components/ui/button';
import { cx } from '#src/components/ui/cx';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '#src/components/ui/icons';
import { Logo } from '#src/components/ui/logo';
import { SmartLink } from '#src/components/ui/smart-link';
import styles from './header.module.css';
import { closeOnLinkClick, isInside, useDisclosure } from './use-disclosure';

export interface HeaderMember {
  name: string;
  points: number;
}

export interface HeaderProps {
  menu: MenuItem[];
  member: HeaderMember | null;
  onLoginClick: () => void;
  /**
   * Login's URL: the login page, back here after. A real link, so it works before the app runs;
   * the app opens the login modal in its place (decision 0060).
   */
  loginHref?: string;
  accountMenu?: ReactNode;
  /** The app's partner-link handoff. */
  menuLinks?: MenuLinkHandler;
}

export interface MenuLinkHandler {
  onClick: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
  /** The app carries out a tap on this link: one made before it runs is kept (decision 0060). */
  needsApp: (href: string) => boolean;
}

type SubMenuLink = NonNullable<MenuItem['sub_menu']>[number];

/** The parent's own page leads its sub-menu, unless a sub-item already points there. */
function subMenuLinks(item: MenuItem): SubMenuLink[] {
  const children = item.sub_menu ?? [];
  const parentListed = children.some((child) => child.url === item.url);
  return parentListed ? children : [{ url: item.url, label: item.label }, ...children];
}

function hasSubMenu(item: MenuItem): boolean {
  return (item.sub_menu?.length ?? 0) > 0;
}

function MenuLink({
  link,
  className,
  links,
}: {
  link: SubMenuLink;
  className: string | undefined;
  links: MenuLinkHandler | undefined;
}) {
  return (
    <SmartLink
      href={link.url}
      className={className}
      data-app-link={links?.needsApp(link.url) ? '' : undefined}
      onClick={(event) => links?.onClick(event, link.url)}
    >
      {link.label}
    </SmartLink>
  );
}

interface NavDropdownProps {
  item: MenuItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: MenuLinkHandler | undefined;
}

function NavDropdown({ item, open, onOpenChange, links }: NavDropdownProps) {
  const disclosure = useDisclosure(open, onOpenChange);
  return (
    <div className={styles.dropdown} {...disclosure.rootProps}>
      <button className={styles.navToggle} {...disclosure.buttonProps}>
        {item.label}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <div className={styles.panel} {...disclosure.panelProps}>
        <ul role="list" className={styles.panelList}>
          {subMenuLinks(item).map((link) => (
            <li key={`${link.url}|${link.label}`}>
              <MenuLink
                link={link}
                className={cx(styles.panelLink, link.url === item.url && styles.panelLead)}
                links={links}
              />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function DrawerGroup({ item, links }: { item: MenuItem; links: MenuLinkHandler | undefined }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        className={styles.drawerToggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {item.label}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <ul id={listId} role="list" className={styles.drawerSubList} hidden={!open}>
        {subMenuLinks(item).map((link) => (
          <li key={`${link.url}|${link.label}`}>
            <MenuLink link={link} className={styles.drawerSubLink} links={links} />
          </li>
        ))}
      </ul>
    </li>
  );
}

function MemberSummary({ member }: { member: HeaderMember }) {
  const initial = member.name.trim().charAt(0).toUpperCase();
  return (
    <div className={styles.memberSummary}>
      <span className={styles.avatar} aria-hidden="true">
        {initial}
      </span>
      <span className={styles.memberText}>
        <span className={styles.greeting}>Hi, {member.name}</span>
        <span className={styles.points}>
          <strong>{formatPoints(member.points)}</strong>
          <span aria-hidden="true"> pts</span>
          <span className="visually-hidden"> points</span>
        </span>
      </span>
    </div>
  );
}

export function Header({
  menu,
  member,
  onLoginClick,
  loginHref = '/login',
  accountMenu,
  menuLinks,
}: HeaderProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerTop, setDrawerTop] = useState<number | null>(null);
  const drawerId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);

  const measureDrawerTop = () => headerRef.current?.getBoundingClientRect().bottom ?? null;

  useEffect(() => {
    if (!drawerOpen) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setDrawerOpen(false);
        menuButtonRef.current?.focus();
      }
    };
    // The container query decides when the bar has room (also with text enlarged).
    const onResize = () => {
      const button = menuButtonRef.current;
      if (button && getComputedStyle(button).display === 'none') setDrawerOpen(false);
      else setDrawerTop(headerRef.current?.getBoundingClientRect().bottom ?? null);
    };

    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('resize', onResize);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('resize', onResize);
    };
  }, [drawerOpen]);

  const toggleDrawer = () => {
    if (!drawerOpen) setDrawerTop(measureDrawerTop());
    setDrawerOpen(!drawerOpen);
  };

  const onDrawerBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next !== null && !isInside(drawerRef.current, next) && next !== menuButtonRef.current) {
      setDrawerOpen(false);
    }
  };

  return (
    <header ref={headerRef} className={styles.header} data-pinned-bar="top">
      <div className={cx('container', styles.bar)}>
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          aria-label="Menu"
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          onClick={toggleDrawer}
        >
          {drawerOpen ? <CloseIcon /> : <MenuIcon />}
        </button>

        <div
          ref={drawerRef}
          id={drawerId}
          className={styles.drawer}
          style={drawerTop === null ? undefined : { top: drawerTop }}
          hidden={!drawerOpen}
          onBlur={onDrawerBlur}
          onClick={closeOnLinkClick(() => setDrawerOpen(false))}
        >
          <nav aria-label="Main">
            <ul role="list" className={styles.drawerList}>
              {menu.map((item) =>
                hasSubMenu(item) ? (
                  <DrawerGroup key={`${item.url}|${item.label}`} item={item} links={menuLinks} />
                ) : (
                  <li key={`${item.url}|${item.label}`}>
                    <MenuLink link={item} className={styles.drawerLink} links={menuLinks} />
                  </li>
                ),
              )}
            </ul>
          </nav>
        </div>

        <SmartLink href="/" className={styles.logoLink} aria-label="Go Rewards home">
          <Logo className={styles.logo} />
        </SmartLink>

        <nav aria-label="Main" className={styles.nav}>
          <ul role="list" className={styles.navList}>
            {menu.map((item, index) => (
              <li key={`${item.url}|${item.label}`}>
                {hasSubMenu(item) ? (
                  <NavDropdown
                    item={item}
                    open={openIndex === index}
                    onOpenChange={(open) =>
                      setOpenIndex((current) => (open ? index : current === index ? null : current))
                    }
                    links={menuLinks}
                  />
                ) : (
                  <MenuLink link={item} className={styles.navLink} links={menuLinks} />
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          {member ? (
            <>
              <MemberSummary member={member} />
              {accountMenu}
            </>
          ) : (
            <a
              href={loginHref}
              // Kept by the page's first script until the app runs, then the modal opens.
              data-app-link=""
              className={buttonClassName({ size: 'sm', className: styles.login })}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                event.preventDefault();
                onLoginClick();
              }}
            >
              Login
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
