import { useNavigate, useRouteError } from 'react-router';
import { reloadPage } from '../lib/reload-page';
import { isChunkLoadError } from '../lib/load-chunk';
import { paths } from '../lib/paths';
import { Button } from './button';
import { FullPageMessage } from './full-page-message';

export const errorPageTitle = 'We may have dropped the ball on this one';
export const errorPageText =
  'The page failed to load correctly. Try refreshing the page or return to the home page.';

export const newVersionTitle = 'A new version is available';
export const newVersionText =
  'This site has been updated since you opened it, or part of the page did not arrive. Reload to carry on.';

/**
 * Unknown routes, render crashes and failed site configuration (SPEC.md section 2); a part of the
 * app that could not be loaded (load-chunk.ts) offers a reload instead of a blank page.
 */
export function ErrorPage() {
  const navigate = useNavigate();
  if (isChunkLoadError(useRouteError())) {
    return (
      <FullPageMessage
        title={newVersionTitle}
        action={
          <Button size="lg" onClick={reloadPage}>
            Reload
          </Button>
        }
      >
        <p>{newVersionText}</p>
      </FullPageMessage>
    );
  }
  return (
    <FullPageMessage
      title={errorPageTitle}
      action={
        <Button size="lg" onClick={() => void navigate(paths.home.build())}>
          Go home
        </Button>
      }
    >
      <p>{errorPageText}</p>
    </FullPageMessage>
  );
}
