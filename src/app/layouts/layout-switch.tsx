import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { selectLayout } from '../../lib/layout-rules';
import type { LayoutType } from '../../lib/layout-type';
import { useSession } from '../../lib/session-store';
import { useSetting } from '../../lib/use-setting';
import { LazySettingsDrawer } from '../settings/lazy-settings-drawer';
import { BlendLayout } from './blend-layout';
import { ClassicLayout, PlainLayout } from './classic-layout';
import { FunctionalLayout } from './functional-layout';

/** The four layouts of spec 2.5. */
const LAYOUTS: Record<LayoutType, ComponentType> = {
  classic: ClassicLayout,
  functional: FunctionalLayout,
  plain: PlainLayout,
  blend: BlendLayout,
};

/** Renders the signed-in shell in the layout the user chose (stored layoutType; anything unknown is classic). */
export function LayoutSwitch() {
  const { t } = useTranslation();
  const layout = selectLayout(useSetting('layoutType'));
  const signedIn = useSession((session) => session.token !== null);
  // The refresh helper is public (spec 2.1): a signed-out visitor passes through it without the shell.
  if (!signedIn) return <Outlet />;
  const Chosen = LAYOUTS[layout];
  return (
    <div className="sluice-shell-root" data-layout={layout}>
      <a className="sluice-skip-link" href="#main-content">
        {t('shell.layout.skip-to-content')}
      </a>
      <Chosen />
      <LazySettingsDrawer />
    </div>
  );
}
