import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LAYOUT_TYPES, type LayoutType } from '../../lib/layout-type';

/** The parts each layout draws, as a little picture: a side bar (wide, slim or none) and a top bar with or without a menu. */
const SHAPES: Record<LayoutType, { side: 'wide' | 'slim' | 'none'; topMenu: boolean }> = {
  classic: { side: 'wide', topMenu: false },
  functional: { side: 'none', topMenu: true },
  plain: { side: 'slim', topMenu: false },
  blend: { side: 'wide', topMenu: true },
};

export interface LayoutPreviewsProps {
  value: LayoutType;
  onChange: (layout: LayoutType) => void;
}

/** The navigation-mode choice of the settings drawer, with a small preview of each layout. */
export function LayoutPreviews({ value, onChange }: LayoutPreviewsProps) {
  const { t } = useTranslation();
  const names: Record<LayoutType, string> = {
    classic: t('settings.layout.classic'),
    functional: t('settings.layout.functional'),
    plain: t('settings.layout.plain'),
    blend: t('settings.layout.blend'),
  };
  return (
    <div className="sluice-layout-previews" role="radiogroup" aria-label={t('settings.layout.title')}>
      {LAYOUT_TYPES.map((layout) => {
        const shape = SHAPES[layout];
        const selected = value === layout;
        return (
          <button
            key={layout}
            type="button"
            role="radio"
            aria-checked={selected}
            data-testid={`layout-option-${layout}`}
            className={selected ? 'sluice-layout-preview sluice-layout-preview--selected' : 'sluice-layout-preview'}
            onClick={() => onChange(layout)}
          >
            <span className={`sluice-layout-preview__frame sluice-layout-preview__frame--${layout}`} aria-hidden>
              {shape.side !== 'none' ? <span className={`sluice-layout-preview__side sluice-layout-preview__side--${shape.side}`} /> : null}
              <span className="sluice-layout-preview__top">{shape.topMenu ? <span className="sluice-layout-preview__menu" /> : null}</span>
              {selected ? <CheckOutlined className="sluice-layout-preview__check" /> : null}
            </span>
            <span className="sluice-layout-preview__name">{names[layout]}</span>
          </button>
        );
      })}
    </div>
  );
}
