import { create } from 'zustand';
import { announce } from './live-announcer';

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
  /** Already said in the live region by whoever pushed it (a task's end, announceTaskEnd): shown, not said again. */
  quiet?: boolean;
}

/** The toast's words as a screen reader gets them, in the order they are shown. */
function spoken(toast: Omit<Toast, 'id' | 'shownAt'>): string {
  return [toast.subject ? `“${toast.subject}” ${toast.title}` : toast.title, toast.body].filter(Boolean).join(' — ');
}

interface ToastsState {
  toasts: Toast[];
  push: (toast: Omit<Toast, 'id' | 'shownAt'>) => void;
  dismiss: (id: number) => void;
  /** The task was acted on (saved, retried, cancelled, deleted, shown): what was said about it is done with. */
  dismissTask: (taskId: string) => void;
}

let nextId = 1;

/**
 * In-page notifications, used where there is no desktop notification (web mode) and for what the app itself has to say.
 * They are said through the window's one live region (the toast area is none), so nothing is heard twice.
 */
export const useToasts = create<ToastsState>()((set) => ({
  toasts: [],
  push: (toast) => {
    if (!toast.quiet) announce(spoken(toast));
    set((state) => ({ toasts: [...state.toasts.slice(-4), { ...toast, id: nextId++, shownAt: Date.now() }] }));
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
  dismissTask: (taskId) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.taskId !== taskId) })),
}));
