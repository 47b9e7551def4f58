import { REGISTRY_PATHS } from '@tire/contracts';
import type { RemoteRegistryEntry } from '@tire/platform';

/**
 * A team's override link pinned a remote's version in this browser: a badge says which, at the
 * bottom of every page, with one button back to what everyone gets. Plain DOM outside React: it
 * must show whatever the pinned remote does.
 */
export function showOverrideBadge(entries: RemoteRegistryEntry[]) {
  const pinned = entries.filter((entry) => entry.override);
  if (!pinned.length || document.getElementById('remote-override-badge')) return;
  const badge = document.createElement('div');
  badge.id = 'remote-override-badge';
  badge.setAttribute('role', 'status');
  badge.className = 'remote-override-badge';
  badge.textContent = `Preview: ${pinned.map((entry) => `${entry.name} ${entry.version}`).join(', ')} `;
  const back = document.createElement('button');
  back.type = 'button';
  back.textContent = 'Back to the live version';
  back.addEventListener('click', () => {
    void fetch(REGISTRY_PATHS.clearOverride, { method: 'POST' }).finally(() => window.location.reload());
  });
  badge.append(back);
  document.body.append(badge);
}
