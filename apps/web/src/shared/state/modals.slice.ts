import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';

/** Modal identifiers: one open at a time. */
export const LOGIN_MODAL = 'LOGIN_MODAL';
export type ModalId = typeof LOGIN_MODAL;

export interface ModalsState {
  openModalId: ModalId | null;
}

const initialState: ModalsState = { openModalId: null };

export const modalsSlice = createSlice({
  name: 'modals',
  initialState,
  reducers: {
    openModal(state, action: PayloadAction<ModalId>) {
      state.openModalId = action.payload;
    },
    closeModal(state) {
      state.openModalId = null;
    },
  },
  selectors: {
    selectOpenModalId: (state) => state.openModalId,
  },
});

export const { openModal, closeModal } = modalsSlice.actions;
export const { selectOpenModalId } = modalsSlice.selectors;
