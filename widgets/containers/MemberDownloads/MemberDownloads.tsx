import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '@kit';
import { $memberDownloads, loadMemberDownloads } from '@stores/member-downloads';
import { DownloadList } from '../../shared/DownloadList';
import { TryAgain } from '../../shared/LoadFailed';
import { useRouteGuard } from '../../shared/useRouteGuard';
import type { MemberDownloadsOptions } from './options';

/**
 * The member's ebooks and files, a link per format. The list loads when the widget shows
 * (the store's lifecycle); a failure says why and offers to try again, keeping whatever was
 * already listed.
 */
export function MemberDownloads({ options }: ContainerProps<MemberDownloadsOptions>): ReactNode {
  useRouteGuard();
  const { status, products, error } = useStore($memberDownloads);
  const area = useRef<HTMLDivElement>(null);

  const waiting = status === 'idle' || (status === 'loading' && products.length === 0);
  // The area stays while the button leaves with the failure: focus waits there.
  const retry = () => {
    area.current?.focus();
    void loadMemberDownloads(true);
  };
  return (
    <div
      ref={area}
      tabIndex={-1}
      className="mw-downloads mw-panel"
      aria-busy={status !== 'ready' && status !== 'error'}
    >
      {waiting && (
        <p className="mw-downloads__loading mw-skeleton" role="status">
          Loading your downloads…
        </p>
      )}
      {status === 'error' && (
        <div className="mw-downloads__failure">
          <TryAgain message={error} onRetry={retry} />
        </div>
      )}
      {status === 'ready' && products.length === 0 && (
        <p className="mw-downloads__empty">
          No downloads yet: ebooks you buy appear here.{' '}
          <a href={options.booksUrl}>Browse the books</a>
        </p>
      )}
      {products.length > 0 && (
        <DownloadList products={products} block="mw-downloads" productAs="h2" />
      )}
    </div>
  );
}
