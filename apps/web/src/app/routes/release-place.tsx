import { useParams } from 'react-router';
import { ReleasePlace } from '../../features/place-release/components/release-place';
import { RELEASE_HEADING } from '../../features/place-release/release-heading';

/** `/release/:token`: a confirmation email's "Can't make it? Release my place" link. */
export function Component() {
  const { token = '' } = useParams();
  return (
    <section className="lido-screen lido-release">
      <h1>{RELEASE_HEADING}</h1>
      <ReleasePlace token={token} />
    </section>
  );
}
