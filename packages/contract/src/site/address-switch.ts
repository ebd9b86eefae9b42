/**
 * Whether a switch in the site's address (`?embedded=true`, `?kiosk=1`) is on. The site and the
 * server's page shell read the same switches, so they decide the same way.
 */
export function isAddressSwitchOn(value: string | null | undefined): boolean {
  return value === 'true' || value === '1';
}
