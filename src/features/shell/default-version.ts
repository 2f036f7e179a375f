/** Spec section 9: the product version when the site config names none (the footer and the about dialog show it). */
export const DEFAULT_VERSION = 'V3.3';
