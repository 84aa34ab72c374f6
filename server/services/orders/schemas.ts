import { bearer, body, idParams, query, uuid } from '../../http/schemas';

const TAGS = ['orders'];
export const ORDER_STATUSES = ['Created', 'Reserved', 'Paid', 'Issued', 'Expired', 'Cancelled', 'RefundRequested', 'PartiallyRefunded', 'Refunded'];
export const ORDER_PRODUCTS = ['DomesticFlight', 'InternationalFlight', 'Visa', 'Hotel', 'Cip', 'Tour'];

const oneOrMany = (values: string[], label: string) => {
  const one = { type: 'string', enum: values, 'x-label': label, 'x-message': `${label} باید یکی از این‌ها باشد: ${values.join('، ')}.` };
  return { anyOf: [one, { type: 'array', maxItems: values.length, items: one }], 'x-label': label, 'x-message': one['x-message'] };
};

export const orderId = { ...uuid, 'x-label': 'شناسه سفارش', 'x-message': 'شناسه سفارش معتبر نیست.' };

export const listOrdersSchema = {
  tags: TAGS,
  summary: "The current user's orders, newest first, paged and filterable by status and product",
  security: bearer,
  querystring: query(),
  body: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: {
      pageNumber: { type: 'integer', minimum: 1, maximum: 100_000, 'x-label': 'شماره صفحه' },
      pageSize: { type: 'integer', minimum: 1, maximum: 50, 'x-label': 'اندازه صفحه' },
      status: oneOrMany(ORDER_STATUSES, 'وضعیت'),
      product: oneOrMany(ORDER_PRODUCTS, 'نوع خرید'),
    },
  },
};

const byId = (summary: string) => ({ tags: TAGS, summary, security: bearer, querystring: query(), params: idParams });

export const orderDetailsSchema = byId('A flight order with its segments, passengers, items (tickets) and status history');
export const visaOrderDetailsSchema = byId('A visa order with its request, passengers and documents');
export const orderByIdSchema = byId('Any order of the current user, as a summary');
export const orderPassengersSchema = {
  ...byId("An order's passengers with their items (tickets) on one proposal, or on all"),
  querystring: query({ proposalId: { type: 'string', minLength: 1, maxLength: 400, 'x-label': 'شناسه پرواز' } }),
};

export const applyVoucherSchema = {
  tags: TAGS, summary: 'Apply a discount voucher to an unpaid order (percent or fixed; minimum price, expiry, per-user limit)', security: bearer,
  querystring: query(),
  body: body({ orderId, code: { type: 'string', minLength: 1, maxLength: 40, 'x-label': 'کد تخفیف' } }, ['orderId', 'code']),
};

export const removeVoucherSchema = {
  tags: TAGS, summary: "Remove an unpaid order's discount voucher", security: bearer, querystring: query(), body: body({ orderId }, ['orderId']),
};

export const cancelOrderSchema = {
  tags: TAGS,
  summary: "Cancel the current user's unpaid (Created or Reserved) order; its seats return to the inventory at once",
  description: 'Idempotent: cancelling a cancelled order answers it unchanged. 400 with meta.errors.orderId when the order is paid, issued or expired; 404 for an order that is not yours. A payment that lands after the cancel is returned to the wallet.',
  security: bearer, querystring: query(), body: body({ orderId }, ['orderId']),
};

export const visaOrderByIdSchema = {
  tags: TAGS, summary: 'A visa order (POST with { orderId })', security: bearer, querystring: query(), body: body({ orderId }, ['orderId']),
};
