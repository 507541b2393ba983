// The loading state of a page or remote. Its own module, plain markup and CSS (.page-spinner in
// index.html): the logged-out app shows it too, and must not download the remote error
// boundary's components nor antd's Spin for it (issue 9: landing under 250 KB).
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading...</span>
    </div>
  );
}
