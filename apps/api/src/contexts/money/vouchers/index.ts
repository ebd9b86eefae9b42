// The vouchers module as checkout, its context and the demo seed use it.
export { registerVoucherRoutes } from './vouchers.routes';
export { createVoucherTender, type VoucherTender } from './voucher-tender';
export { offlineVouchers } from './vouchers.tables';
