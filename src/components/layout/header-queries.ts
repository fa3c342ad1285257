import { screen } from '@testing-library/react';

/** For tests: the header's "Main" navigation that is not inside the drawer. */
export function desktopNav() {
  const drawerId = screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-controls');
  const drawer = document.getElementById(drawerId ?? '');
  const nav = screen
    .getAllByRole('navigation', { name: 'Main' })
    .find((element) => !drawer?.contains(element));
  if (!nav) throw new Error('The header has no navigation bar.');
  return nav;
}
