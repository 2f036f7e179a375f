// Menu enCodes (server/src/seed/demo-menus.ts) of the administration pages whose server calls this area guards.
// A role sees a page's data only when it is granted the menu; administrators always are.
export const USER_MENU_CODE = 'system.user';
export const ORGANIZE_MENU_CODE = 'system.organize';
export const POSITION_MENU_CODE = 'system.position';
export const AREA_MENU_CODE = 'system.area';
