import type { KeyboardEvent } from 'react';

/**
 * For a dialog whose first controls are a radio group. The shared focus trap
 * (lib/use-focus-trap.ts) wraps Tab at its first and last controls, and the first is the first
 * radio, which is not where Tab stops once another radio is chosen: Shift+Tab from the chosen
 * radio would leave the dialog, and Tab from the last button would land on a radio not chosen.
 * On the element holding the dialog's controls, this wraps both ways as the browser's own order
 * would: from the group back to the last button, and from the last button to the chosen radio.
 */
export function keepFocusWithRadios(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const container = event.currentTarget;
  const controls = container.querySelectorAll<HTMLElement>('input:enabled, button:enabled');
  const last = controls[controls.length - 1];
  const target = event.target;
  if (event.shiftKey) {
    if (!(target instanceof HTMLInputElement) || target.type !== 'radio' || !last) return;
    event.preventDefault();
    last.focus();
    return;
  }
  const chosen = container.querySelector<HTMLInputElement>('input[type="radio"]:checked:enabled');
  if (target !== last || !chosen) return;
  event.preventDefault();
  chosen.focus();
}
