import type { ReactNode } from 'react';
import { useId, useRef } from 'react';
import { useFocusTrap } from '../hooks/use-focus-trap';
import './side-drawer.css';

interface SideDrawerProps {
  id: string;
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  /** The close button's name, saying what closes ("Close menu", "Close filters"). */
  closeLabel?: string;
  /** From the right edge (the menu) or up from the bottom as a sheet (the timetable filters). */
  placement?: 'right' | 'bottom';
}

/** A panel from the right edge, or a sheet from the bottom, for small screens; modal while open. */
export function SideDrawer({
  id,
  title,
  isOpen,
  onClose,
  children,
  closeLabel = 'Close menu',
  placement = 'right',
}: SideDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, isOpen, onClose);

  if (!isOpen) return null;
  return (
    <div className={`lido-side-drawer lido-side-drawer--${placement}`}>
      <div className="lido-side-drawer__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        id={id}
        ref={panelRef}
        className="lido-side-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="lido-side-drawer__heading">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="lido-side-drawer__close"
            aria-label={closeLabel}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
