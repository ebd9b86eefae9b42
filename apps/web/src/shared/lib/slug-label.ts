/** `badminton-60min` → `Badminton 60min`: an activity slug as a breadcrumb label. */
export function slugLabel(slug: string): string {
  const words = slug.split('-').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
