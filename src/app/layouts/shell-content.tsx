import { Layout } from 'antd';
import { useSetting } from '../../lib/use-setting';
import { PageLoading } from '../../ui/page-loading';
import { KeepAliveOutlet } from '../tabs/keep-alive-outlet';
import { TabBar } from '../tabs/tab-bar';
import { useTabSync } from '../tabs/use-tab-sync';
import { ShellFooter } from './shell-footer';
import { ShellNotices } from './shell-notices';
import { useProjectReload } from './use-project-reload';

/** Below the top bar in every layout: the tab bar, console-wide notices, the page (kept alive where the rules say) and the footer. */
export function ShellContent({ chromeHidden = false }: { chromeHidden?: boolean }) {
  useTabSync();
  const tagsView = useSetting('tagsView');
  const { hidden, epoch } = useProjectReload();
  return (
    <>
      {tagsView && !chromeHidden ? <TabBar /> : null}
      <ShellNotices />
      <Layout.Content className="sluice-content" id="main-content" tabIndex={-1}>
        {hidden ? <PageLoading /> : <KeepAliveOutlet key={epoch} />}
      </Layout.Content>
      {chromeHidden ? null : <ShellFooter />}
    </>
  );
}
