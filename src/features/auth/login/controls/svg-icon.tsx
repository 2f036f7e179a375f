import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactElement } from 'react';

function renderNode(node: AbstractNode, key?: number): ReactElement {
  return createElement(node.tag, { ...node.attrs, key }, ...(node.children ?? []).map(renderNode));
}

/**
 * One of antd's icons drawn from its bare SVG definition, without the @ant-design/icons runtime: the sign-in page
 * looks like the console but loads none of antd.
 */
export function SvgIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  if (typeof icon.icon === 'function') return null;
  const svg: AbstractNode = { ...icon.icon, attrs: { ...icon.icon.attrs, width: '1em', height: '1em', fill: 'currentColor' } };
  return (
    <span className={className ? `sluice-icon ${className}` : 'sluice-icon'} aria-hidden>
      {renderNode(svg)}
    </span>
  );
}
