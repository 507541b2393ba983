// A small coloured label drawn like antd's Tag (.tag in index.html), for the badges of the first
// screen (role, appointment status, 'New'): plain markup, so they need no antd.
import type { HTMLAttributes } from 'react';

/** The preset colours the app uses, each dark enough on its tint for WCAG AA (index.html). */
export type TagColor = 'gold' | 'green' | 'orange' | 'red' | 'blue' | 'purple';

export function Tag({ color, className, ...rest }: HTMLAttributes<HTMLSpanElement> & { color?: TagColor | string }) {
  return <span className={['tag', color && `tag-${color}`, className].filter(Boolean).join(' ')} {...rest} />;
}
