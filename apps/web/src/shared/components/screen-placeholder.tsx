import type { ReactNode } from 'react';

interface ScreenPlaceholderProps {
  title: string;
  children?: ReactNode;
}

/**
 * The honest stand-in for a screen a later issue builds: its route, breadcrumbs and guards are
 * real, its content says it is not here yet.
 */
export function ScreenPlaceholder({ title, children }: ScreenPlaceholderProps) {
  return (
    <section className="lido-screen">
      <h1>{title}</h1>
      {children}
      <p>This screen is not available yet; it arrives in a later release.</p>
    </section>
  );
}
