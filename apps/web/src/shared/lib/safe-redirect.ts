/**
 * The `redirect` query parameter is attacker-controllable, so only same-site paths are followed:
 * `/basket` yes, `//evil.example` or `https://evil.example` no.
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  return value;
}
