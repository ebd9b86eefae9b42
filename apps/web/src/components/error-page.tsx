import { useNavigate } from 'react-router';
import { paths } from '../lib/paths';
import { Button } from './button';
import { FullPageMessage } from './full-page-message';

export const errorPageTitle = 'We may have dropped the ball on this one';
export const errorPageText =
  'The page failed to load correctly. Try refreshing the page or return to the home page.';

/** Unknown routes, render crashes and failed site configuration (SPEC.md section 2). */
export function ErrorPage() {
  const navigate = useNavigate();
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
