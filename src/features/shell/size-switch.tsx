import { FontSizeOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPONENT_SIZES, componentSize, parseComponentSize, type ComponentSize } from '../../lib/component-size';
import { useLocalValue } from '../../lib/local-value';

/** The size labels, keyed statically so extraction sees them. */
export function useSizeLabels(): Record<ComponentSize, string> {
  const { t } = useTranslation();
  return {
    default: t('topbar.size.default'),
    medium: t('topbar.size.medium'),
    small: t('topbar.size.small'),
    mini: t('topbar.size.mini'),
  };
}

/** The size switch of the top bar: default, medium, small, mini (stored locally). */
export function SizeSwitch() {
  const { t } = useTranslation();
  const current = useLocalValue(componentSize);
  const labels = useSizeLabels();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: COMPONENT_SIZES.map((size) => ({ key: size, label: labels[size] })),
        onClick: ({ key }) => {
          const size = parseComponentSize(key);
          if (size) componentSize.set(size);
        },
      }}
    >
      <Button
        type="text"
        className="sluice-tool"
        data-testid="size-switch"
        aria-label={t('topbar.size.label')}
        title={t('topbar.size.label')}
        icon={<FontSizeOutlined />}
      />
    </Dropdown>
  );
}
