// An antd icon drawn from its SVG definition (@ant-design/icons-svg, the same paths
// @ant-design/icons draws) as plain markup. The shell's first screen (sidebar, header, stat cards)
// uses it: @ant-design/icons' components need antd's shared core chunk (colours, style injection),
// which a staff member's first screen otherwise does not download. Same markup and
// class names as antd's icons, so they look and size alike (.anticon in index.html).
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';

function draw(node: AbstractNode, key?: number): ReactNode {
  return createElement(node.tag, { key, ...node.attrs }, node.children?.map(draw));
}

// The size and colour antd's icons draw with: the text's.
const SIZE_AND_COLOUR = { width: '1em', height: '1em', fill: 'currentColor' } as const;

export function SvgIcon({ icon, 'aria-hidden': hidden }: { icon: IconDefinition; 'aria-hidden'?: boolean }) {
  // Two-tone icons define their SVG as a function of their two colours (antd's defaults here).
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', '#e6e6e6') : icon.icon;
  return (
    <span role="img" aria-label={hidden ? undefined : icon.name} aria-hidden={hidden} className={`anticon anticon-${icon.name}`}>
      {createElement(svg.tag, { ...svg.attrs, ...SIZE_AND_COLOUR, 'aria-hidden': true, 'data-icon': icon.name }, svg.children?.map(draw))}
    </span>
  );
}
