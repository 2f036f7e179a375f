/** The work-order detail route of seed 001 section 2 (name workOrderInfo): `?id=<order id>`. */
export const ORDER_DETAIL_PATH = '/projecManagement/workOrderManagement/detail';
