import { createSlice } from '@reduxjs/toolkit';

// The header shows the basket's item count from the first screen on; the basket issue replaces
// this with the cart state of SPEC.md section 3 (items, totals, status flags).
export interface BasketState {
  itemCount: number;
}

const initialState: BasketState = { itemCount: 0 };

export const basketSlice = createSlice({
  name: 'basket',
  initialState,
  reducers: {},
  selectors: {
    selectBasketItemCount: (state) => state.itemCount,
  },
});

export const { selectBasketItemCount } = basketSlice.selectors;
