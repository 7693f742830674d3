/** GET /api/staff/orders/:id/pdf: the order's print file, downloaded through a link. */
export const orderPdfUrl = (orderId: string) =>
  `/api/staff/orders/${encodeURIComponent(orderId)}/pdf`;
