import type { FixedRouteHandle } from '../../lib/route-meta';

/** A route of spec 2.3 that exists whatever the menu says. */
export interface FixedRoute extends FixedRouteHandle {
  path: string;
}

/** Signed-in routes of spec 2.3 (and seed 001 section 2). Screens come from screen-registry.tsx. */
export const FIXED_ROUTES: readonly FixedRoute[] = [
  { path: '/home', name: 'home', titleKey: 'shell.routes.home' },
  { path: '/dashboard', name: 'dashboard', titleKey: 'shell.routes.dashboard' },
  { path: '/cockpit', name: 'cockpit', titleKey: 'shell.routes.cockpit' },
  { path: '/messageRecord', name: 'messageRecord', titleKey: 'shell.routes.message-record' },
  { path: '/messageDetail', name: 'messageDetail', titleKey: 'shell.routes.message-detail' },
  { path: '/previewModel', name: 'previewModel', titleKey: 'shell.routes.preview-model' },
  { path: '/model/:templateId', name: 'dynamicModel', titleKey: 'shell.routes.dynamic-model' },
  { path: '/formDetails', name: 'formDetails', titleKey: 'shell.routes.form-details' },
  { path: '/workFlowDetail', name: 'workFlowDetail', titleKey: 'shell.routes.work-flow-detail' },
  { path: '/profile', name: 'profile', titleKey: 'shell.routes.profile' },
  { path: '/files', name: 'files', titleKey: 'upload.page.title' },
  { path: '/feedbackQuestions', name: 'feedbackQuestions', titleKey: 'shell.routes.feedback-questions' },
  { path: '/emailDetail', name: 'emailDetail', titleKey: 'shell.routes.email-detail' },
  { path: '/droneInversion', name: 'droneInversion', titleKey: 'shell.routes.drone-inversion' },
  { path: '/hydraulicModel', name: 'hydraulicModel', titleKey: 'shell.routes.hydraulic-model' },
  { path: '/menuMore', name: 'menuMore', titleKey: 'shell.routes.menu-more' },
  { path: '/knowledgeBase/detail', name: 'knowledgeDetail', titleKey: 'shell.routes.knowledge-detail' },
  { path: '/knowledgeBase/search', name: 'knowledgeSearch', titleKey: 'shell.routes.knowledge-search' },
  { path: '/knowledgeBase/postArticle', name: 'postArticle', titleKey: 'shell.routes.knowledge-post-article' },
  { path: '/knowledgeBase/editArticle', name: 'editArticle', titleKey: 'shell.routes.knowledge-edit-article' },
  { path: '/knowledgeBase/more', name: 'knowledgeMore', titleKey: 'shell.routes.knowledge-more' },
  { path: '/knowledgeBase/myReview', name: 'myReview', titleKey: 'shell.routes.knowledge-my-review' },
  { path: '/knowledgeBase/myRelease', name: 'myRelease', titleKey: 'shell.routes.knowledge-my-release' },
  { path: '/knowledgeBase/addTemplate', name: 'addTemplate', titleKey: 'shell.routes.knowledge-add-template' },
  { path: '/knowledgeBase/editTemplate', name: 'editTemplate', titleKey: 'shell.routes.knowledge-edit-template' },
  { path: '/projecType/busprojecttypejobclassify', name: 'jobClassify', titleKey: 'shell.routes.job-classify' },
  { path: '/safeProduction/riskReporting', name: 'riskReporting', titleKey: 'shell.routes.risk-reporting' },
  { path: '/safeProduction/drawMap', name: 'drawMap', titleKey: 'shell.routes.draw-map' },
  { path: '/operationDispatching/dispatching', name: 'dispatching', titleKey: 'shell.routes.dispatching' },
  { path: '/personnelManagement/codeUpload', name: 'codeUpload', titleKey: 'shell.routes.code-upload' },
  { path: '/projecManagement/recurringTasks', name: 'recurringTasks', titleKey: 'shell.routes.recurring-tasks' },
  { path: '/projecManagement/basicInfo', name: 'basicInfo', titleKey: 'shell.routes.basic-info' },
  { path: '/projecManagement/workOrderManagement/detail', name: 'workOrderInfo', titleKey: 'shell.routes.work-order-detail' },
  { path: '/materialManage/inMaterialManage/detail', name: 'inMaterialInfo', titleKey: 'shell.routes.in-material-detail' },
  { path: '/materialManage/outMaterialManage/detail', name: 'outMaterialInfo', titleKey: 'shell.routes.out-material-detail' },
  { path: '/projectConfiguration/addServiceBoundary', name: 'addServiceBoundary', titleKey: 'shell.routes.add-service-boundary' },
  {
    path: '/engineeringInspection/monitoringStatistics',
    name: 'monitoringStatistics',
    titleKey: 'shell.routes.monitoring-statistics',
  },
];

/** Public pages of spec 2.1 whose screens belong to later issues. */
export const PUBLIC_PLACEHOLDER_ROUTES: readonly FixedRoute[] = [
  { path: '/auth-redirect', name: 'authRedirect', titleKey: 'shell.routes.auth-redirect' },
  { path: '/jump', name: 'jump', titleKey: 'shell.routes.jump' },
  { path: '/info', name: 'info', titleKey: 'shell.routes.info' },
  { path: '/river-patrol-preview', name: 'riverPatrolPreview', titleKey: 'shell.routes.river-patrol-preview' },
  { path: '/checkToken', name: 'checkToken', titleKey: 'shell.routes.check-token' },
];
