// The pricing module: what a basket item costs and what is left to pay (pure functions; the
// basket, the credits and the timetable's displayed prices use them).
export {
  basketBalance,
  maxApplicable,
  type BasketBalance,
  type CreditApplied,
} from './basket-balance';
export {
  listPrice,
  percentOff,
  priceItem,
  type BenefitCover,
  type ItemPrice,
  type ItemPricingInput,
  type OwnPlace,
  type PriceList,
} from './item-price';
