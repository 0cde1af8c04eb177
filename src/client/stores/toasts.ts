/** Toasts (SPEC §9): each stays 5000 ms, and at most 5 are kept, the oldest dropped first. */
import { create } from 'zustand'

export const toastDuration = 5000
export const maxToasts = 5

export interface Toast {
  id: number
  title: string
  tone: 'success' | 'error' | 'info'
}

interface ToastState {
  toasts: Toast[]
  add(title: string, tone?: Toast['tone']): number
  remove(id: number): void
}

let nextId = 1

export const useToasts = create<ToastState>((set, get) => ({
  toasts: [],
  add(title, tone = 'success') {
    const id = nextId++
    set({ toasts: [...get().toasts, { id, title, tone }].slice(-maxToasts) })
    setTimeout(() => get().remove(id), toastDuration)
    return id
  },
  remove(id) {
    set({ toasts: get().toasts.filter((t) => t.id !== id) })
  },
}))
