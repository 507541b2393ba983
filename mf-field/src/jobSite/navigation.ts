// Start Job and Navigate to Site open maps directions to the site: its coordinates when it
// has them, else its address.
import type { JobSite } from 'shell/sdk';

export function navigationUrl(site: Pick<JobSite, 'address' | 'latitude' | 'longitude'>): string {
  const destination = site.latitude !== null && site.longitude !== null ? `${site.latitude},${site.longitude}` : site.address;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/**
 * Opens a tab before an awaited call and points it at `url` once the call succeeds: opened
 * synchronously in the click, it is not taken for a pop-up. Returns a function to send it there,
 * or to close it (null) when the call fails.
 */
export function openPendingTab(): (url: string | null) => void {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return (url) => {
    if (!tab) {
      if (url) window.open(url, '_blank', 'noopener');
      return;
    }
    if (url) tab.location.href = url;
    else tab.close();
  };
}
