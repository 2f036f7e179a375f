/** The menu (server/src/seed/demo-menus.ts) whose rights open the online-user list and force people offline. */
export const ONLINE_USER_MENU_CODE = 'system.onlineUser';
