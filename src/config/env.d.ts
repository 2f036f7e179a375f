/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin the API lives on; empty means same origin (the dev server proxies /api). */
  readonly VITE_API_BASE_URL?: string;
  /** Host of the data-visualisation screens that menu type 6 and `${dataV}` links point at. */
  readonly VITE_DATAV_HOST?: string;
}
