import { Button, Card, Input, Segmented, Skeleton, Space, Spin, Tabs, Tree } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * antd components whose styles the monitoring pages would otherwise inject while they mount: 126 KB of CSS (tabs,
 * tree, inputs, card, skeleton, segmented, space, spin, the button's wave) put into the document in the task that
 * mounts the seepage page's charts, and the whole page's style recalculated in the next (about 50 ms each in a trace
 * of bench/monitoring-zoom.ts).
 */
const WARMED: readonly (() => ReactNode)[] = [
  () => <Tabs items={[{ key: 'warm', label: 'warm' }]} />,
  () => <Tree treeData={[{ key: 'warm', title: 'warm' }]} />,
  () => <Input.Search />,
  () => <Input />,
  () => <Card size="small" title="warm" />,
  () => <Skeleton active />,
  () => <Segmented options={['warm']} />,
  () => (
    <Space>
      <Button>warm</Button>
    </Space>
  ),
  () => <Spin />,
];

/**
 * Registers those styles ahead, in idle time, one component per idle callback: the components render into an element
 * that is never put into the document, and stay mounted so antd's style cache keeps their entries. They have no
 * layout, no accessible name and nothing a test or a person can find.
 */
export function AntdStyleWarmUp() {
  const [count, setCount] = useState(0);
  const [holder] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  useEffect(() => {
    // Where the browser has no idle callbacks (Safari, jsdom), nothing is warmed: the pages inject as they mount.
    if (count >= WARMED.length || typeof window.requestIdleCallback !== 'function') return undefined;
    const handle = window.requestIdleCallback(() => setCount((done) => done + 1), { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
  }, [count]);
  if (!holder || count === 0) return null;
  return createPortal(
    WARMED.slice(0, count).map((render, index) => <div key={index}>{render()}</div>),
    holder,
  );
}
