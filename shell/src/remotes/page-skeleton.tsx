/**
 * A page on its way (a remote's code loading, the sign-in being checked): neutral shapes where
 * the page will be, inside the real layout. It is what the server's HTML shows for a remote's
 * page, so the first paint already has the header, the footer and the page's place; the status
 * line tells screen readers what the shapes do not.
 */
export function PageSkeleton({ label }: { label: string }) {
  return (
    <div className="container page page-skeleton" data-testid="page-skeleton">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div aria-hidden="true">
        <div className="page-skeleton__title" />
        <div className="page-skeleton__line" />
        <div className="page-skeleton__line page-skeleton__line--short" />
        <div className="page-skeleton__grid">
          <div className="page-skeleton__block" />
          <div className="page-skeleton__block" />
        </div>
      </div>
    </div>
  );
}
