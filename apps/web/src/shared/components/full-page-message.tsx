import type { ReactNode } from 'react';
import './full-page-message.css';

interface FullPageMessageProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}

/** The frame shared by the error, not-found and maintenance pages. */
export function FullPageMessage({ title, children, action }: FullPageMessageProps) {
  return (
    <section className="lido-full-page-message" aria-labelledby="full-page-message-title">
      <h1 id="full-page-message-title">{title}</h1>
      {children}
      {action ? <div className="lido-full-page-message__action">{action}</div> : null}
    </section>
  );
}
