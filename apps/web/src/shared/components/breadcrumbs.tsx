import type { Params } from 'react-router';
import { useMatches } from 'react-router';
import { Link } from './link';
import './breadcrumbs.css';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last crumb is the current page and has none. */
  to?: string;
}

/** Routes declare their trail in `handle.crumbs`; the deepest route that declares one wins. */
export interface CrumbsHandle {
  crumbs: (params: Params) => Crumb[];
}

function hasCrumbs(handle: unknown): handle is CrumbsHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    'crumbs' in handle &&
    typeof handle.crumbs === 'function'
  );
}

export function Breadcrumbs() {
  const matches = useMatches();
  const match = matches.findLast((candidate) => hasCrumbs(candidate.handle));
  if (!match || !hasCrumbs(match.handle)) return null;
  const crumbs = match.handle.crumbs(match.params);
  if (crumbs.length === 0) return null;

  return (
    <nav className="lido-breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => {
          const isCurrent = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`}>
              {isCurrent || !crumb.to ? (
                <span aria-current={isCurrent ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <Link to={crumb.to}>{crumb.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
