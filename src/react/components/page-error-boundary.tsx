// Keeps the frame (header, cart, footer) when the page's own content fails while rendering in the
// browser: the content gives way to a short message in the shopper's language with a reload button, and
// the failure goes to the inline error script (report-client-error.ts): reported as `boundary` in a
// sampled session, or, for a lazy part whose chunk failed to load, a reload. Without a boundary React
// would unmount the whole document on such an error and leave the shopper a blank window. On the server a
// failure is the error page's job (src/worker/render/render-page.tsx), so there this renders its children.
// Written for bytes: it is part of every page's start-up script, whose budgets have little room.
import { Component, type ReactNode } from 'react';
import { useT } from '../i18n/i18n.tsx';

function PageFailed() {
  const t = useT();
  return (
    <section className="message-page" role="alert">
      <p>{t('pageFailed.text')}</p>
      <button type="button" className="button button--primary" onClick={() => location.reload()}>
        {t('pageFailed.reload')}
      </button>
    </section>
  );
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed?: boolean }> {
  override state: { failed?: boolean } = {};

  // componentDidCatch alone makes this a boundary: React renders nothing in its place until the state says so.
  override componentDidCatch(error: unknown) {
    this.setState({ failed: true });
    window.__reportClientError?.('boundary', error);
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}
