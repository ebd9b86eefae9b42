/** Loads another address in this tab, leaving no history entry for the page being left. */
export function goToAddress(href: string): void {
  window.location.replace(href);
}
