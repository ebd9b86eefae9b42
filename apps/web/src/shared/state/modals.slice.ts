import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';

/** Modal identifiers: one open at a time. */
export const LOGIN_MODAL = 'LOGIN_MODAL';
export type ModalId = typeof LOGIN_MODAL;

export interface ModalsState {
  openModalId: ModalId | null;
  /** Why logging in is asked for (an add that needs an account), said above the form. */
  loginReason: string | null;
}

const initialState: ModalsState = { openModalId: null, loginReason: null };

export const modalsSlice = createSlice({
  name: 'modals',
  initialState,
  reducers: {
    openModal(state, action: PayloadAction<ModalId>) {
      state.openModalId = action.payload;
      state.loginReason = null;
    },
    /** The login modal, saying why an account is needed (issue 43: courts). */
    askToLogIn(state, action: PayloadAction<{ reason: string }>) {
      state.openModalId = LOGIN_MODAL;
      state.loginReason = action.payload.reason;
    },
    closeModal(state) {
      state.openModalId = null;
      state.loginReason = null;
    },
  },
  selectors: {
    selectOpenModalId: (state) => state.openModalId,
    selectLoginReason: (state) => state.loginReason,
  },
});

export const { openModal, askToLogIn, closeModal } = modalsSlice.actions;
export const { selectOpenModalId, selectLoginReason } = modalsSlice.selectors;
