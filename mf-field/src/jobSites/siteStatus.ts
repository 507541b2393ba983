// The status choices of the job-site dialogs, in the order a site moves through them.
import { statusLabel } from 'shell/sdk/ui';

export const STATUS_OPTIONS = (['active', 'on_hold', 'completed'] as const).map((value) => ({ value, label: statusLabel(value) }));
