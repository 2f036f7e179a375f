/** Which family a visualdev_base row belongs to: forms (/api/visualdev, records through OnlineDev) or work-order forms
 * (/api/wovisualdev, records through fill-ins). */
export type FormKind = 'form' | 'workOrder';
