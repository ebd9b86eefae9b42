/** Starts the page again from the server; kept apart so tests can observe it (jsdom cannot navigate). */
export function reloadPage(): void {
  window.location.reload();
}
