/**
 * Starts the page again from the server. Called through `pageReload` so tests can observe it
 * with `vi.spyOn(pageReload, 'reload')` (jsdom cannot navigate).
 */
export const pageReload = { reload: (): void => window.location.reload() };

export function reloadPage(): void {
  pageReload.reload();
}
