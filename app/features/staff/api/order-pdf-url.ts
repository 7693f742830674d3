import { ORDERS_API } from '@common/schemas/orders';

/** GET /api/orders/staff/:id/pdf: the order's print file, downloaded through a link. */
export const orderPdfUrl = (orderId: string) => ORDERS_API.staffPdf(orderId);
