import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import '../../ui/button.css';

/** The 404 page's frame (SPEC section 2); per-site helpful links arrive with their feature. */
export function NotFound() {
  return (
    <section className="status-screen container" aria-labelledby="not-found-title">
      <p className="status-screen__code">404</p>
      <h1 id="not-found-title" className="status-screen__title">
        <Trans>We could not find that page</Trans>
      </h1>
      <p className="status-screen__text">
        <Trans>The link may be broken, or the page may have moved.</Trans>
      </p>
      <Link to="/" className="btn btn--primary btn--lg">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}
