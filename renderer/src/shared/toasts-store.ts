import { create } from 'zustand';

export interface Toast {
  id: number;
  tone: 'done' | 'failed' | 'info';
  title: string;
  body?: string;
  /** A task the toast is about: clicking "Show" focuses it. */
  taskId?: string;
}

interface ToastsState {
  toasts: Toast[];
  push: (toast: Omit<Toast, 'id'>) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;

/** In-page notifications, used where there is no desktop notification (web mode). */
export const useToasts = create<ToastsState>()((set) => ({
  toasts: [],
  push: (toast) => set((state) => ({ toasts: [...state.toasts.slice(-4), { ...toast, id: nextId++ }] })),
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));
