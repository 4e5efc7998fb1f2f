import { create } from 'zustand';

export interface Toast {
  id: number;
  tone: 'done' | 'failed' | 'info';
  /** What the toast is about, shown quoted before the title and clipped first when space runs out: “a.pptx + 1 more”. */
  subject?: string;
  /** The news itself ("is ready", "failed"), never clipped when a subject is given. */
  title: string;
  body?: string;
  /** A task the toast is about: clicking "Show" focuses it. */
  taskId?: string;
  /** When it was shown (Date.now()); good news goes TOAST_LIFETIME_MS after it, unless it is being read. */
  shownAt: number;
}

interface ToastsState {
  toasts: Toast[];
  push: (toast: Omit<Toast, 'id' | 'shownAt'>) => void;
  dismiss: (id: number) => void;
  /** The task was acted on (saved, retried, cancelled, deleted, shown): what was said about it is done with. */
  dismissTask: (taskId: string) => void;
}

let nextId = 1;

/** In-page notifications, used where there is no desktop notification (web mode) and for what the app itself has to say. */
export const useToasts = create<ToastsState>()((set) => ({
  toasts: [],
  push: (toast) => set((state) => ({ toasts: [...state.toasts.slice(-4), { ...toast, id: nextId++, shownAt: Date.now() }] })),
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  dismissTask: (taskId) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.taskId !== taskId) })),
}));
