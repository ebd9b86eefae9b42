import { paths } from '../lib/paths';
import { ButtonLink } from './button';
import { FullPageMessage } from './full-page-message';

/** For a resource that does not exist (an unknown venue, order or activity). */
export function NotFoundPage() {
  return (
    <FullPageMessage
      title="Whoops! Looks like you've gone offside."
      action={
        <ButtonLink size="lg" to={paths.home.build()}>
          Go home
        </ButtonLink>
      }
    >
      <p>
        The page you&apos;re looking for doesn&apos;t exist. Return home to keep the ball rolling.
      </p>
    </FullPageMessage>
  );
}
