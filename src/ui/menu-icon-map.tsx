import AntdIcon from '@ant-design/icons/es/components/AntdIconLight';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useEffect, useRef, useState, type ComponentType } from 'react';

/** Calls `show` once the element is laid out on screen; at once where IntersectionObserver is missing (tests). */
function whenDisplayed(element: Element, show: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    show();
    return () => undefined;
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    show();
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * An icon whose SVG paths arrive in a chunk of their own (a few hundred bytes) the first time it is displayed: a menu
 * shows a dozen of the sixty icons below, and the home page's first download should carry only those. antd's menu
 * also draws every entry of a closed submenu in a hidden list (to learn its keys); those icons wait until the submenu
 * opens. Until the paths land, an empty box of the icon's size keeps the menu text where it will stay.
 */
function lazyIcon(load: () => Promise<{ default: IconDefinition }>): ComponentType {
  let definition: IconDefinition | null = null;
  let loading: Promise<IconDefinition> | null = null;
  return function MenuSvgIcon() {
    const [icon, setIcon] = useState(definition);
    const placeholder = useRef<HTMLSpanElement>(null);
    useEffect(() => {
      if (icon || !placeholder.current) return undefined;
      let current = true;
      const stopWatching = whenDisplayed(placeholder.current, () => {
        loading ??= load().then((module) => (definition = module.default));
        void loading.then((loaded) => {
          if (current) setIcon(loaded);
        });
      });
      return () => {
        current = false;
        stopWatching();
      };
    }, [icon]);
    return icon ? <AntdIcon icon={icon} /> : <span ref={placeholder} className="anticon sluice-menu-icon-placeholder" aria-hidden />;
  };
}

const AimOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/AimOutlined'));
const AlertOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/AlertOutlined'));
const ApartmentOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/ApartmentOutlined'));
const AppstoreOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/AppstoreOutlined'));
const AuditOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/AuditOutlined'));
const BankOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/BankOutlined'));
const BarChartOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/BarChartOutlined'));
const BellOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/BellOutlined'));
const BookOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/BookOutlined'));
const CameraOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/CameraOutlined'));
const CloudOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/CloudOutlined'));
const ClusterOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/ClusterOutlined'));
const CompassOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/CompassOutlined'));
const ControlOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/ControlOutlined'));
const DashboardOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/DashboardOutlined'));
const DatabaseOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/DatabaseOutlined'));
const DeploymentUnitOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/DeploymentUnitOutlined'));
const EnvironmentOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/EnvironmentOutlined'));
const ExperimentOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/ExperimentOutlined'));
const ExportOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/ExportOutlined'));
const FileSearchOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/FileSearchOutlined'));
const FileTextOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/FileTextOutlined'));
const FireOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/FireOutlined'));
const FolderOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/FolderOutlined'));
const FormOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/FormOutlined'));
const FundOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/FundOutlined'));
const FundProjectionScreenOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/FundProjectionScreenOutlined'));
const FundViewOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/FundViewOutlined'));
const GlobalOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/GlobalOutlined'));
const HomeOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/HomeOutlined'));
const IdcardOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/IdcardOutlined'));
const InboxOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/InboxOutlined'));
const LayoutOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/LayoutOutlined'));
const LineChartOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/LineChartOutlined'));
const LinkOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/LinkOutlined'));
const MessageOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/MessageOutlined'));
const MonitorOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/MonitorOutlined'));
const PieChartOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/PieChartOutlined'));
const ProfileOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/ProfileOutlined'));
const ProjectOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/ProjectOutlined'));
const ReadOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/ReadOutlined'));
const SafetyOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/SafetyOutlined'));
const ScheduleOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/ScheduleOutlined'));
const SettingOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/SettingOutlined'));
const ShopOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/ShopOutlined'));
const SolutionOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/SolutionOutlined'));
const TableOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/TableOutlined'));
const TeamOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/TeamOutlined'));
const ThunderboltOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/ThunderboltOutlined'));
const ToolOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/ToolOutlined'));
const UserOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/UserOutlined'));
const WarningOutlined = lazyIcon(() => import('@ant-design/icons-svg/es/asn/WarningOutlined'));

/**
 * Menu icons by name (normalised by normalizeIconName in menu-icon.tsx): its own chunk, fetched when the first menu
 * draws; each icon's paths come when it first draws (`lazyIcon`). Unknown names fall back to the menu type.
 */
export const ICONS: Record<string, ComponentType> = {
  home: HomeOutlined,
  dashboard: DashboardOutlined,
  cockpit: DashboardOutlined,
  setting: SettingOutlined,
  system: SettingOutlined,
  team: TeamOutlined,
  user: UserOutlined,
  organization: ApartmentOutlined,
  apartment: ApartmentOutlined,
  alert: AlertOutlined,
  alarm: AlertOutlined,
  warning: WarningOutlined,
  bell: BellOutlined,
  message: MessageOutlined,
  cloud: CloudOutlined,
  weather: CloudOutlined,
  monitor: MonitorOutlined,
  monitoring: MonitorOutlined,
  chart: LineChartOutlined,
  report: BarChartOutlined,
  fund: FundOutlined,
  dam: BankOutlined,
  reservoir: BankOutlined,
  water: ExperimentOutlined,
  patrol: CompassOutlined,
  river: CompassOutlined,
  map: EnvironmentOutlined,
  location: EnvironmentOutlined,
  project: ProjectOutlined,
  workorder: ScheduleOutlined,
  schedule: ScheduleOutlined,
  inspection: FileSearchOutlined,
  maintenance: ToolOutlined,
  tool: ToolOutlined,
  safety: SafetyOutlined,
  fire: FireOutlined,
  knowledge: ReadOutlined,
  book: BookOutlined,
  contract: AuditOutlined,
  audit: AuditOutlined,
  material: InboxOutlined,
  dispatch: ThunderboltOutlined,
  personnel: SolutionOutlined,
  visitor: SolutionOutlined,
  camera: CameraOutlined,
  database: DatabaseOutlined,
  cluster: ClusterOutlined,
  control: ControlOutlined,
  global: GlobalOutlined,
  shop: ShopOutlined,
  table: TableOutlined,
  form: FormOutlined,
  flow: DeploymentUnitOutlined,
  workflow: DeploymentUnitOutlined,
  // antd names the seed uses, normalised (AimOutlined -> aim).
  aim: AimOutlined,
  appstore: AppstoreOutlined,
  barchart: BarChartOutlined,
  linechart: LineChartOutlined,
  piechart: PieChartOutlined,
  experiment: ExperimentOutlined,
  export: ExportOutlined,
  fundprojectionscreen: FundProjectionScreenOutlined,
  fundview: FundViewOutlined,
  idcard: IdcardOutlined,
  profile: ProfileOutlined,
  link: LinkOutlined,
  folder: FolderOutlined,
  filetext: FileTextOutlined,
  layout: LayoutOutlined,
};

/** The icon of each menu type (spec 2.2), for a menu that names none. */
export const BY_TYPE: Partial<Record<number, ComponentType>> = {
  1: FolderOutlined,
  2: FileTextOutlined,
  3: FormOutlined,
  4: BookOutlined,
  5: BarChartOutlined,
  6: FundOutlined,
  7: LinkOutlined,
  8: LayoutOutlined,
};
