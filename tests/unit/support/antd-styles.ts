/**
 * jsdom recomputes every antd CSS-in-JS rule (thousands) on each getComputedStyle call, and Testing Library calls it
 * for every ancestor of every element a role query looks at: most of a rendering test's time went there. Tests need
 * only what decides whether an element is shown, so antd's injected style blocks are kept out of jsdom's cascade (an
 * unknown `type` makes jsdom skip a style block, as browsers do) and the few rules that hide things stand in for them.
 */
const HIDDEN_STATE_CLASSES = [
  'ant-dropdown-hidden',
  'ant-select-dropdown-hidden',
  'ant-picker-dropdown-hidden',
  'ant-cascader-dropdown-hidden',
  'ant-tooltip-hidden',
  'ant-popover-hidden',
  'ant-tabs-tabpane-hidden',
  'ant-menu-hidden',
  'ant-menu-submenu-hidden',
  'ant-form-item-hidden',
];

const IGNORED_STYLE_TYPE = 'text/x-antd-in-tests';

export function keepAntdStylesOutOfJsdom(): void {
  const shown = document.createElement('style');
  shown.textContent = `${HIDDEN_STATE_CLASSES.map((name) => `.${name}`).join(', ')} { display: none; }`;
  document.head.append(shown);

  const createElement = document.createElement.bind(document);
  document.createElement = ((tagName: string, options?: ElementCreationOptions) => {
    const element = createElement(tagName, options);
    if (tagName.toLowerCase() === 'style') element.setAttribute('type', IGNORED_STYLE_TYPE);
    return element;
  }) as typeof document.createElement;
}
