/** Place names as the console shows them next to a login address (prevLoginIPAddressName). */
export const LOCAL_NETWORK_PLACE = '本地网络';
export const UNKNOWN_PLACE = '未知';
