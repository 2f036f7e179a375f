import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ICONS } from '../../../src/ui/menu-icon-map';

/** A stand-in IntersectionObserver the test drives: jsdom lays nothing out. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  show() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.all = [];
});

describe('menu icons', () => {
  it("load their paths only once displayed (a closed submenu's hidden entries stay empty boxes)", async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const Icon = ICONS.knowledge as React.ComponentType;
    const { container } = render(<Icon />);
    await act(() => new Promise((done) => setTimeout(done, 20)));
    expect(container.querySelector('svg')).toBeNull();
    expect(container.querySelector('.sluice-menu-icon-placeholder')).not.toBeNull();
    await act(async () => {
      for (const observer of FakeObserver.all) observer.show();
      await new Promise((done) => setTimeout(done, 50));
    });
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('draw at once where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const Icon = ICONS.database as React.ComponentType;
    const { container } = render(<Icon />);
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(container.querySelector('svg')).not.toBeNull();
  });
});
