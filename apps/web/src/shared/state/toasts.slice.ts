import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice, nanoid } from '@reduxjs/toolkit';

export type ToastType = 'success' | 'danger' | 'warning' | 'info';

/** Auto-close delays used across the product (SPEC.md section 9). */
export const toastCloseAfter = {
  /** Not-found and navigation warnings. */
  short: 3000,
  medium: 5000,
  /** Waitlist results. */
  long: 10000,
} as const;

/** A link the toast offers ("View basket"): a path, as the store holds only plain data. */
export interface ToastAction {
  label: string;
  to: string;
}

export interface Toast {
  id: string;
  content: string;
  type: ToastType;
  /** Milliseconds until the toast closes itself; null keeps it until dismissed. */
  closeAfter: number | null;
  /** Listed under the title 'Validation errors'. */
  validationMessages: string[];
  /** What to do next, when there is an obvious next step. */
  action: ToastAction | null;
}

export interface ToastsState {
  items: Toast[];
}

const initialState: ToastsState = { items: [] };

export interface AddToastInput {
  id?: string;
  content: string;
  type?: ToastType;
  closeAfter?: number | null;
  validationMessages?: string[];
  action?: ToastAction | null;
}

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    addToast: {
      reducer(state, action: PayloadAction<Toast>) {
        // Re-adding an id replaces the toast, so a repeated failure does not stack copies.
        state.items = state.items.filter((toast) => toast.id !== action.payload.id);
        state.items.push(action.payload);
      },
      prepare(input: AddToastInput) {
        return {
          payload: {
            id: input.id ?? nanoid(),
            content: input.content,
            type: input.type ?? 'info',
            closeAfter: input.closeAfter === undefined ? toastCloseAfter.medium : input.closeAfter,
            // Each sentence once: two fields can fail with the same one.
            validationMessages: [...new Set(input.validationMessages ?? [])],
            action: input.action ?? null,
          },
        };
      },
    },
    removeToast(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

export const { addToast, removeToast } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
