import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactElement } from 'react';

/** SVG attributes as React spells them (the definitions use the SVG names). */
function reactAttrs(attrs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(attrs)) {
    out[name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value;
  }
  return out;
}

function renderNode(node: AbstractNode, key?: number): ReactElement {
  return createElement(
    node.tag,
    { key, ...reactAttrs(node.attrs) },
    node.children?.map((child, index) => renderNode(child, index)),
  );
}

/**
 * One of Ant Design's icons drawn from its bare definition, for the plain-markup pages (the live
 * lists and their frame): the same glyph as `@ant-design/icons`, without that library's runtime.
 * Sized by the font like an antd icon (`1em`), coloured by `currentColor`.
 */
export function Icon({ def, className }: { def: IconDefinition; className?: string }) {
  const svg = typeof def.icon === 'function' ? def.icon('currentColor', 'currentColor') : def.icon;
  return (
    <span role="img" aria-hidden="true" className={`icon${className ? ` ${className}` : ''}`}>
      {createElement(
        'svg',
        { ...reactAttrs(svg.attrs), width: '1em', height: '1em', fill: 'currentColor' },
        svg.children?.map((child, index) => renderNode(child, index)),
      )}
    </span>
  );
}
