import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export function codeBoxes(name = 'Verification code'): HTMLInputElement[] {
  return within(screen.getByRole('group', { name })).getAllByRole('textbox');
}

/** Hidden digits are password inputs, which have no textbox role. */
export function passcodeBoxes(): HTMLInputElement[] {
  const group = screen.getByRole('group', { name: 'Passcode' });
  return [...group.querySelectorAll('input')];
}

/** Empties the boxes as a member would (Backspace from the end), then types into the first. */
export async function typeDigits(user: UserEvent, boxes: HTMLInputElement[], value: string) {
  for (const box of [...boxes].reverse()) if (box.value) await user.clear(box);
  const first = boxes[0];
  if (!first) throw new Error('no digit boxes');
  if (value) await user.type(first, value);
}

export async function typeCode(user: UserEvent, value: string) {
  await typeDigits(user, codeBoxes(), value);
}

export async function retype(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
}

/** A titled notice reads 'Title / message'; one look, so a suite can say exactly which show. */
export function alertTexts(): string[] {
  return [...document.querySelectorAll('[role="alert"]')].map((alert) => {
    const lines = [...alert.querySelectorAll('p')].map((p) => p.textContent.trim());
    return lines.length ? lines.join(' / ') : alert.textContent.trim();
  });
}

export function openDialogTitles(): string[] {
  return [...document.querySelectorAll('dialog[open]')].map((dialog) => {
    const id = dialog.getAttribute('aria-labelledby');
    return (
      (id ? document.getElementById(id)?.textContent : dialog.getAttribute('aria-label')) ?? ''
    );
  });
}
