import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ContainerProps } from '@kit';
import { TryAgain } from '../../shared/LoadFailed';
import { $dashboard, loadDashboard } from '@stores/dashboard';
import { $reader } from '@stores/user/reader';
import { PlansInBrief } from './PlansInBrief';
import type { MembershipDashboardOptions } from './options';

const SHORTCUTS = [
  ['/membership/personal', 'Personal details'],
  ['/membership/your-plan', 'Your plan'],
  ['/membership/orders', 'Your orders'],
  ['/membership/downloads', 'Your downloads'],
] as const;

/**
 * The member area's front page: the member's dashboard (greeting, plan, files, from the main
 * site, sanitised before it was kept) and the shortcuts into the area. A visitor, as after a
 * logout, sees the plans in brief instead.
 */
export function MembershipDashboard({
  options,
}: ContainerProps<MembershipDashboardOptions>): ReactNode {
  const dashboard = useStore($dashboard);
  const reader = useStore($reader);
  switch (dashboard.status) {
    case 'loading':
      return (
        <div className="mw-dashboard mw-panel mw-dashboard--loading mw-skeleton" aria-busy="true">
          Loading your dashboard…
        </div>
      );
    case 'visitor':
      return <PlansInBrief plansUrl={options.plansUrl} loginUrl={options.loginUrl} />;
    case 'error':
      return (
        <div className="mw-dashboard mw-panel">
          <TryAgain
            message={dashboard.message}
            onRetry={() => reader && void loadDashboard(reader.id, true)}
          />
        </div>
      );
    case 'ready':
      return (
        <div className="mw-dashboard mw-panel">
          {/* Sanitised by the site client (DOMPurify) before the store kept it. */}
          <div
            className="mw-dashboard__body"
            dangerouslySetInnerHTML={{ __html: dashboard.html }}
          />
          <nav className="mw-dashboard__shortcuts" aria-label="Your membership">
            <ul>
              {SHORTCUTS.map(([href, label]) => (
                <li key={href}>
                  <a href={href}>{label}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      );
    default:
      return dashboard satisfies never;
  }
}
